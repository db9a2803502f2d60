import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the picture, the initials when it fails to load (an expired link), and a new link again', () => {
    const { container, rerender } = render(<Avatar name="Ada Lovelace" src="/media/avatars/a.webp?exp=1&sig=old" />);
    const picture = container.querySelector('img');
    expect(picture).toHaveAttribute('src', '/media/avatars/a.webp?exp=1&sig=old');

    fireEvent.error(picture!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('AL')).toBeInTheDocument();

    rerender(<Avatar name="Ada Lovelace" src="/media/avatars/a.webp?exp=2&sig=new" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/avatars/a.webp?exp=2&sig=new');
  });

  it('shows the initials when there is no picture', () => {
    render(<Avatar name="Grace" />);
    expect(screen.getByText('GR')).toBeInTheDocument();
  });
});
