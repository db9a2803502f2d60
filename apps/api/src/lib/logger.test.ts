import { describe, expect, it } from 'vitest';
import { urlForLog } from './logger';

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
