import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const VARIANT_CLASSES = {
  primary: 'bg-coral-600 text-white shadow-soft hover:bg-coral-700 active:translate-y-px',
  secondary: 'bg-plum-600 text-white shadow-soft hover:bg-plum-500 active:translate-y-px',
  outline: 'border border-line bg-white text-ink hover:border-coral-300 hover:bg-coral-50',
  ghost: 'text-ink hover:bg-cream',
  link: 'text-coral-700 underline-offset-4 hover:underline px-0 h-auto',
  danger: 'bg-danger-600 text-white hover:bg-danger-600/90',
  /** On dark or coloured bands. */
  inverse: 'bg-white text-plum-600 shadow-soft hover:bg-sun-100',
} as const;

const SIZE_CLASSES = {
  sm: 'h-9 px-3.5 text-sm gap-1.5',
  md: 'h-11 px-5 text-[0.95rem] gap-2',
  lg: 'h-13 px-7 text-base gap-2.5',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof VARIANT_CLASSES;
export type ButtonSize = keyof typeof SIZE_CLASSES;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with the button's look. */
  asChild?: boolean;
}

export function buttonClasses({ variant = 'primary', size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize } = {}) {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-full font-semibold whitespace-nowrap transition-colors duration-150',
    'disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-[1.1em] [&_svg]:shrink-0',
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
  );
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cn(buttonClasses({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
