import { Check } from 'lucide-react';

/** The ticked list both plan dialogs show. */
export function PlanDialogList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-5 flex flex-col gap-2.5">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-3 rounded-2xl bg-paper px-4 py-3 font-semibold text-ink">
          <span className="grid size-6 place-items-center rounded-full bg-leaf-100 text-leaf-700">
            <Check className="size-4" aria-hidden="true" />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
