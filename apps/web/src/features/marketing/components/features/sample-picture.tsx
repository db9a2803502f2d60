import { cn } from '../../../../lib/cn';

interface SamplePictureProps {
  picture: { src: string; width: number; height: number };
  alt: string;
  /** The page's first picture loads at once; the rest wait until they are scrolled near. */
  priority?: boolean;
  className?: string;
}

/** A picture from the sample book, sized up front so nothing jumps while it loads. */
export function SamplePicture({ picture, alt, priority = false, className }: SamplePictureProps) {
  return (
    <img
      src={picture.src}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('h-auto w-full bg-cream', className)}
    />
  );
}
