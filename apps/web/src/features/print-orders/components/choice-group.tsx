import { cn } from '../../../lib/cn';

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  name: string;
  value: Value;
  choices: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}

/** A set of radio buttons shown as cards: every choice visible at once, arrow keys move between them. */
export function ChoiceGroup<Value extends string>({ legend, name, value, choices, onChange }: ChoiceGroupProps<Value>) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-bold text-ink">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer items-center gap-2.5 rounded-xl border px-3.5 py-2.5 text-sm transition-colors has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-coral-500/30',
              choice.value === value ? 'border-coral-500 bg-coral-50 font-semibold text-ink' : 'border-line bg-white hover:border-coral-200',
            )}
          >
            <input type="radio" name={name} value={choice.value} checked={choice.value === value} onChange={() => onChange(choice.value)} className="size-4 accent-coral-600" />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
