import { describe, expect, it } from 'vitest';
import { assertValidBlobKey, assertValidBlobPrefix, isValidBlobKey } from './blob-key';
import { InvalidBlobKeyError } from './blob-store';

describe('blob keys', () => {
  it.each([
    'avatars/123e4567-e89b-12d3-a456-426614174000.webp',
    'stories/42/pages/03.png',
    'a',
    'A.b_c-d',
    '.hidden/file',
    'x'.repeat(1024),
  ])('accepts %s', (key) => {
    expect(() => assertValidBlobKey(key)).not.toThrow();
    expect(isValidBlobKey(key)).toBe(true);
  });

  it.each([
    ['', /empty/],
    ['/absolute', /empty or "\." segment/],
    ['trailing/', /empty or "\." segment/],
    ['double//slash', /empty or "\." segment/],
    ['./here', /empty or "\." segment/],
    ['a/./b', /empty or "\." segment/],
    ['..', /"\.\."/],
    ['a/../b', /"\.\."/],
    ['a..b', /"\.\."/],
    ['back\\slash', /only letters/],
    ['white space', /only letters/],
    ['ümlaut', /only letters/],
    ['percent%2e', /only letters/],
    ['nul\0byte', /only letters/],
    ['tilde~sidecar', /only letters/],
    ['x'.repeat(1025), /longer than 1024/],
  ])('rejects %j', (key, reason) => {
    expect(() => assertValidBlobKey(key)).toThrow(InvalidBlobKeyError);
    expect(() => assertValidBlobKey(key)).toThrow(reason);
    expect(isValidBlobKey(key)).toBe(false);
  });

  it('accepts a prefix with or without one trailing slash, nothing looser', () => {
    expect(() => assertValidBlobPrefix('stories/1/')).not.toThrow();
    expect(() => assertValidBlobPrefix('stories/1')).not.toThrow();
    for (const prefix of ['', '/', 'stories//', '/stories/', '../', 'stories/../']) {
      expect(() => assertValidBlobPrefix(prefix), prefix).toThrow(InvalidBlobKeyError);
    }
  });
});
