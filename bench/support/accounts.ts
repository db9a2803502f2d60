import { join } from 'node:path';
import { findLatestMessageTo } from '../../apps/api/src/infra/mail/read-outbox';

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Registers and verifies through the public API (code read from the outbox); returns the auth response. */
export async function signUpThroughApi(baseUrl: string, dataDir: string, email = `bench.${Date.now()}@example.com`): Promise<{ access_token: string; refresh_token: string }> {
  const registered = await post(`${baseUrl}/api/v1/auth/register`, { email, password: 'Bench-Mark-Story-1', full_name: 'Bench Parent', date_of_birth: '1990-01-01' });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const message = await findLatestMessageTo(join(dataDir, 'outbox'), email);
    const otp = message && /\b(\d{6})\b/.exec(message.text)?.[1];
    if (otp) {
      const verified = await post(`${baseUrl}/api/v1/verification/verify`, { email, otp });
      if (!verified.ok) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
      return (await verified.json()) as { access_token: string; refresh_token: string };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no verification code arrived');
}
