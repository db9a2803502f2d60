import { useEffect, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

interface QuantityFieldProps {
  value: number;
  min: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Told whether what is typed cannot be ordered (while it cannot, no price is shown for the last good number); false again when the box goes. */
  onInvalidChange: (invalid: boolean) => void;
}

/**
 * The number of copies. What is typed stays as typed (an emptied box can be typed into afresh); a whole
 * number in range is taken at once, anything else is explained and, on leaving the box, put back.
 */
export function QuantityField({ value, min, max, onChange, onInvalidChange }: QuantityFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const typed = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(typed) && typed >= min && typed <= max;
  useEffect(() => onInvalidChange(!valid), [valid, onInvalidChange]);
  useEffect(() => () => onInvalidChange(false), [onInvalidChange]);
  return (
    <FormField label="Copies" hint={`${min}–${max}; more copies cost less each`} error={valid ? undefined : `Enter a whole number from ${min} to ${max}`}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setDraft(next);
            const quantity = Number(next);
            if (next.trim() !== '' && Number.isInteger(quantity) && quantity >= min && quantity <= max) onChange(quantity);
          }}
          onBlur={() => setDraft(null)}
        />
      )}
    </FormField>
  );
}
