import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BINDINGS, PRINT_OPTION_LABELS, PRINT_PAPER_SIZES } from '@studio/contracts/print-options';
import { ART_STYLES } from '@studio/contracts/stories';
import { FeaturesPage } from './features-page';
import { SAMPLE_BOOK } from './sample-book';

function renderFeaturesPage() {
  const router = createMemoryRouter([{ path: '*', element: <FeaturesPage plans={<p>The plans slot</p>} /> }], { initialEntries: ['/features'] });
  return render(<RouterProvider router={router} />);
}

const STYLE_NAMES = { flat: 'bright and flat', watercolor: 'watercolour', crayon: 'crayon' } as const;

describe('/features', () => {
  it('shows one picture per art style, each with alt text naming its style', () => {
    renderFeaturesPage();
    const section = screen.getByRole('region', { name: /ways to draw it/ });
    const pictures = within(section).getAllByRole('img');
    expect(pictures).toHaveLength(ART_STYLES.length);
    for (const style of ART_STYLES) {
      const picture = within(section).getByRole('img', { name: new RegExp(`in the ${STYLE_NAMES[style]} style$`) });
      expect(picture).toHaveAttribute('src', `/samples/style-${style}.webp`);
    }
  });

  it('sizes every picture and loads all but the first lazily', () => {
    renderFeaturesPage();
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAccessibleName(SAMPLE_BOOK.cover.alt);
    for (const picture of rest) expect(picture).toHaveAttribute('loading', 'lazy');
    for (const picture of [first, ...rest]) {
      expect(picture?.getAttribute('alt')?.length).toBeGreaterThan(10);
      expect(Number(picture?.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(picture?.getAttribute('height'))).toBeGreaterThan(0);
    }
  });

  it("shows a spread of the sample book's pages, pictures with their words", () => {
    renderFeaturesPage();
    const section = screen.getByRole('region', { name: 'A page is a picture and its words' });
    for (const page of SAMPLE_BOOK.spread) {
      expect(within(section).getByRole('img', { name: page.alt })).toHaveAttribute('src', page.src);
      expect(within(section).getByText(page.text)).toBeInTheDocument();
    }
  });

  it('lists the print options from the print catalogue', () => {
    renderFeaturesPage();
    const section = screen.getByRole('region', { name: 'From the screen to the bookshelf' });
    for (const binding of BINDINGS) expect(within(section).getByText(PRINT_OPTION_LABELS.binding[binding])).toBeInTheDocument();
    for (const size of PRINT_PAPER_SIZES) expect(within(section).getByText(PRINT_OPTION_LABELS.paper_size[size])).toBeInTheDocument();
  });

  it('puts the plans where the route says, with one h1 and headings in order', () => {
    renderFeaturesPage();
    expect(within(screen.getByRole('region', { name: 'Start free, grow when you need to' })).getByText('The plans slot')).toBeInTheDocument();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });
});
