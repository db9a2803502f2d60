import { cn } from '../../lib/cn';

export function StepIndicator({ steps, current }: { steps: string[]; current: number }) {
  return (
    <ol aria-label="Steps" className="flex flex-wrap gap-2 text-sm font-semibold">
      {steps.map((title, index) => (
        <li
          key={title}
          aria-current={index === current ? 'step' : undefined}
          className={cn('rounded-full px-3 py-1', index === current ? 'bg-coral-600 text-white' : index < current ? 'bg-coral-100 text-coral-700' : 'bg-cream text-ink-soft')}
        >
          {index + 1}. {title}
        </li>
      ))}
    </ol>
  );
}
