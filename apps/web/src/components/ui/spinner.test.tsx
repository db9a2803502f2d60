import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner (spec §2)', () => {
  it("says 'Loading...' by default", () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it.each(['sm', 'md', 'lg'] as const)('comes in size %s', (size) => {
    const { container } = render(<Spinner size={size} label="Fetching pages" />);
    expect(container.querySelector(`[data-size="${size}"]`)).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Fetching pages');
  });
});
