import { describe, expect, it } from 'vitest';
import { withLogFields } from './log-context';
import { createLogger, urlForLog } from './logger';

describe('urlForLog', () => {
  it.each([
    ['/media/avatars/a.webp?exp=1795629600&sig=Hs-6f-FPBQ3ouqU1T3q', '/media/avatars/a.webp?exp=1795629600&sig=[redacted]'],
    ['/reset-password?token=abc.def&next=%2Fbooks', '/reset-password?token=[redacted]&next=%2Fbooks'],
    ['/x?SIG=a&Signature=b&access_token=c&refresh_token=d&otp=123456&code=e', '/x?SIG=[redacted]&Signature=[redacted]&access_token=[redacted]&refresh_token=[redacted]&otp=[redacted]&code=[redacted]'],
    ['/x?%73ig=escaped&sig', '/x?%73ig=[redacted]&sig=[redacted]'],
    ['/x?sig=a&sig=b', '/x?sig=[redacted]&sig=[redacted]'],
    ['/x?%E0%A4%A=broken&page=2', '/x?%E0%A4%A=broken&page=2'],
    ['/api/v1/stories?page=2&per_page=10', '/api/v1/stories?page=2&per_page=10'],
    ['/healthz', '/healthz'],
  ])('%s is logged as %s', (url, logged) => {
    expect(urlForLog(url)).toBe(logged);
  });
});

describe('createLogger', () => {
  it('adds the fields of the withLogFields scope a line is written in, nested scopes adding theirs', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    await withLogFields({ jobId: 'job-1', job: 'send-email' }, async () => {
      await Promise.resolve();
      log.info('in the job');
      withLogFields({ attempt: 2 }, () => log.info({ jobId: 'named-by-the-line' }, 'in a nested scope'));
    });
    log.info('outside');
    expect(lines.map(({ msg, jobId, job, attempt }) => ({ msg, jobId, job, attempt }))).toEqual([
      { msg: 'in the job', jobId: 'job-1', job: 'send-email', attempt: undefined },
      { msg: 'in a nested scope', jobId: 'named-by-the-line', job: 'send-email', attempt: 2 },
      { msg: 'outside', jobId: undefined, job: undefined, attempt: undefined },
    ]);
  });

  it('does not repeat a field the logging logger has bound itself', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    withLogFields({ reqId: 'request-1', job: 'send-email' }, () => log.child({ reqId: 'request-1' }).info('from the request logger'));
    expect(lines[0]!.match(/"reqId"/g)).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ reqId: 'request-1', job: 'send-email' });
  });
});
