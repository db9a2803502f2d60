import { cn } from '../../lib/cn';

function Sparkle({ x, y, size = 1, fill = 'var(--color-sun-400)' }: { x: number; y: number; size?: number; fill?: string }) {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${size})`}
      d="M0-10C1.2-3.6 3.6-1.2 10 0 3.6 1.2 1.2 3.6 0 10-1.2 3.6-3.6 1.2-10 0-3.6-1.2-1.2-3.6 0-10Z"
      fill={fill}
    />
  );
}

/** Decorative scene: an open storybook with a hot-air balloon drifting out of its pages. */
export function StorybookIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 420" aria-hidden="true" className={cn('h-auto w-full', className)}>
      <circle cx="250" cy="190" r="170" fill="var(--color-sun-100)" />
      <circle cx="250" cy="190" r="120" fill="#fff6e3" />
      <path d="M372 74a34 34 0 1 0 26 56 28 28 0 1 1-26-56Z" fill="var(--color-plum-100)" />
      <Sparkle x={96} y={92} size={1.3} />
      <Sparkle x={420} y={210} size={0.9} fill="var(--color-coral-300)" />
      <Sparkle x={70} y={230} size={0.7} fill="var(--color-sky-300)" />
      <Sparkle x={318} y={40} size={0.8} />

      {/* dotted flight path from the book to the balloon */}
      <path d="M236 300c-40-40-60-90-10-130s70-50 60-90" fill="none" stroke="var(--color-coral-300)" strokeWidth="3" strokeDasharray="2 9" strokeLinecap="round" />

      {/* balloon */}
      <g transform="translate(288 40)">
        <path d="M0 0c-34 0-56 24-56 54 0 30 30 52 46 70h20c16-18 46-40 46-70C56 24 34 0 0 0Z" fill="var(--color-coral-500)" />
        <path d="M0 0c-14 0-22 24-22 54 0 30 12 52 16 70h12c4-18 16-40 16-70C22 24 14 0 0 0Z" fill="var(--color-sun-300)" />
        <path d="M-10 124 -8 140M10 124 8 140" stroke="var(--color-ink)" strokeWidth="2" />
        <rect x="-12" y="140" width="24" height="16" rx="4" fill="#b7763f" />
      </g>

      {/* open book */}
      <g transform="translate(240 300)">
        <path d="M-190 14c60-26 120-24 190 8v70c-70-32-130-34-190-8Z" fill="var(--color-coral-600)" />
        <path d="M190 14c-60-26-120-24-190 8v70c70-32 130-34 190-8Z" fill="var(--color-coral-700)" />
        <path d="M-176 0c58-24 116-22 176 10v72c-60-32-118-34-176-10Z" fill="#fff" />
        <path d="M176 0c-58-24-116-22-176 10v72c60-32 118-34 176-10Z" fill="#fffaf0" />
        <path d="M0 10v72" stroke="var(--color-line)" strokeWidth="2" />
        {/* words on the left page */}
        <g fill="none" stroke="var(--color-line)" strokeWidth="5" strokeLinecap="round">
          <path d="M-150 18c30-10 60-10 120 4" />
          <path d="M-150 36c30-10 60-10 120 4" />
          <path d="M-150 54c30-10 50-10 80 2" />
        </g>
        {/* picture on the right page */}
        <path d="M24 62c30-26 64-34 128-26v20c-60-10-96-2-128 24Z" fill="var(--color-leaf-100)" />
        <circle cx="130" cy="12" r="10" fill="var(--color-sun-400)" />
        <path d="M58 40v-16l12-10 12 10v16Z" fill="var(--color-sky-300)" />
        <path d="M96 46c0-14 6-22 6-22s6 8 6 22" fill="var(--color-leaf-500)" />
      </g>
    </svg>
  );
}
