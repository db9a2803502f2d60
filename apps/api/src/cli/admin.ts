/** Usage: npm run admin -- promote <email> | demote <email> */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { setRoleOfEmail } from '../modules/auth/roles';

const [command, rawEmail] = process.argv.slice(2);
if ((command !== 'promote' && command !== 'demote') || !rawEmail) {
  console.error('Usage: npm run admin -- promote <email>\n       npm run admin -- demote <email>');
  process.exit(2);
}
const email = rawEmail.trim().toLowerCase();
const database = await openDatabase(loadConfig().database);
try {
  await migrateDatabase(database);
  const changed = await setRoleOfEmail(database.db, email, command === 'promote' ? 'admin' : 'customer');
  if (!changed) {
    console.error(`No account with the email ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now ${command === 'promote' ? 'an admin' : 'a customer'}.`);
  }
} finally {
  await database.close();
}
