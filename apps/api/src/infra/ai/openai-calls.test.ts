import { describe, expect, it } from 'vitest';
import { retryAfterOf } from './openai-calls';

describe('retryAfterOf', () => {
  it("reads OpenAI's retry-after-ms first, then Retry-After in seconds or as an HTTP date", () => {
    expect(retryAfterOf(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }))).toBe(250);
    expect(retryAfterOf(new Headers({ 'retry-after': '20' }))).toBe(20_000);
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    expect(retryAfterOf(new Headers({ 'retry-after': inAMinute }))).toBeGreaterThan(58_000);
    expect(retryAfterOf(new Headers({ 'retry-after': new Date(Date.now() - 60_000).toUTCString() }))).toBe(0);
  });

  it('is undefined when the provider did not say, or said something unreadable', () => {
    expect(retryAfterOf(new Headers())).toBeUndefined();
    expect(retryAfterOf(undefined)).toBeUndefined();
    expect(retryAfterOf(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
  });
});
