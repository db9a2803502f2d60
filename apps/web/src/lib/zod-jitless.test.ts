import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { contactRequestSchema } from '@studio/contracts/contact';

describe('zod in the browser', () => {
  it('parses without probing for eval, which the CSP would report', () => {
    expect(contactRequestSchema.safeParse({ name: 'Ada' }).success).toBe(false);
    expect(config().jitless).toBe(true);
  });
});
