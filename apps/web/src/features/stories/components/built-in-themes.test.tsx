import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUILT_IN_THEMES } from '@studio/contracts/story-themes';
import { BuiltInThemes } from './built-in-themes';

describe('BuiltInThemes', () => {
  it('offers every theme the built-in writer knows, grouped by kind, and a click picks it', async () => {
    const onPick = vi.fn();
    render(<BuiltInThemes onPick={onPick} />);
    await userEvent.click(screen.getByText('Themes the built-in writer knows'));
    for (const group of ['Big moments', 'Festivals and celebrations', 'Feelings', 'Things they love']) expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(BUILT_IN_THEMES.length);
    await userEvent.click(screen.getByRole('button', { name: 'Going to the dentist' }));
    expect(onPick).toHaveBeenCalledWith('Going to the dentist');
  });
});
