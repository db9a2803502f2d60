import { useState } from 'react';
import { cn } from '../../lib/cn';

const SIZE_CLASSES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-24 text-3xl' } as const;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : (words[0]?.slice(0, 2) ?? '');
  return initials.toUpperCase() || '?';
}

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: keyof typeof SIZE_CLASSES;
  className?: string;
}

/**
 * The customer's picture, or their initials on a warm circle. Decorative: the name is always shown nearby.
 * A picture that does not load (its signed link expired, as one kept in the session cookie may have) gives
 * way to the initials until a new link comes.
 */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = cn('shrink-0 rounded-full ring-2 ring-white', SIZE_CLASSES[size], className);
  if (src && src !== failedSrc) return <img src={src} alt="" onError={() => setFailedSrc(src)} className={cn(classes, 'object-cover')} />;
  return (
    <span aria-hidden="true" className={cn(classes, 'grid place-items-center bg-coral-100 font-display font-semibold text-coral-700')}>
      {initialsOf(name)}
    </span>
  );
}
