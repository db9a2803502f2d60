// Run by uploads.test.ts in a child process (`node --import tsx`), so the server's memory can be measured apart from the client's.
import { signUp } from './accounts';
import { switchToPlan } from './billing';
import { createDraft } from './stories';
import { startTestProduct } from './test-product';

const product = await startTestProduct();
const origin = await product.app.listen({ port: 0, host: '127.0.0.1' });
const customers = [];
for (let i = 0; i < 3; i++) {
  const auth = await signUp(product);
  await switchToPlan(product, auth, 'pro');
  customers.push({ access_token: auth.access_token, storyId: await createDraft(product, auth) });
}
process.send!({ origin, customers, tempDir: `${product.dataDir}/tmp/uploads` });
process.on('message', async () => {
  await product.stop();
  process.exit(0);
});
