import { describe, expect, it } from 'vitest';
import { ratePasswordStrength } from './password-strength';

describe('ratePasswordStrength', () => {
  it.each([
    ['', 'Too short'],
    ['abc1234', 'Too short'],
    ['abcdefgh', 'Weak'],
    ['abcdefg1', 'Weak'],
    ['abcdefG1', 'Fair'],
    ['abcdeG1!', 'Good'],
    ['abcdefghijkG1!', 'Strong'],
    ['correct horse battery', 'Good'],
  ])('%j is %s', (password, label) => {
    expect(ratePasswordStrength(password).label).toBe(label);
  });
});
