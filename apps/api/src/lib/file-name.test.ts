import { describe, expect, it } from 'vitest';
import { attachmentDisposition, pdfFileName } from './file-name';

describe('PDF file names', () => {
  it('keeps the title and drops characters file systems refuse', () => {
    expect(pdfFileName('Maya & Rusty: The "Big" Day?')).toBe('Maya & Rusty The Big Day.pdf');
    expect(pdfFileName('  ')).toBe('My storybook.pdf');
    expect(pdfFileName('a/b\\c')).toBe('a b c.pdf');
  });

  it('sends an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Zoë’s Day.pdf')).toBe(`attachment; filename="Zoe_s Day.pdf"; filename*=UTF-8''Zo%C3%AB%E2%80%99s%20Day.pdf`);
  });
});
