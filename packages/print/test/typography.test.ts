import { describe, expect, it } from 'vitest';
import { smartenQuotes } from '../src/typography';

describe('smartenQuotes', () => {
  it('opens and closes double quotes', () => {
    expect(smartenQuotes('"Do you know?" he asked. ("Yes!")')).toBe('\u201CDo you know?\u201D he asked. (\u201CYes!\u201D)');
  });

  it('turns apostrophes and single quotes the right way', () => {
    expect(smartenQuotes("Maya's fox said 'hello' in the '90s")).toBe('Maya\u2019s fox said \u2018hello\u2019 in the \u201890s');
  });

  it('leaves text without quotes alone', () => {
    expect(smartenQuotes('Once upon a time')).toBe('Once upon a time');
  });
});
