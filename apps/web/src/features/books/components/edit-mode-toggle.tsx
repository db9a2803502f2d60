import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { useEditModeStore } from '../stores/edit-mode-store';

export function EditModeToggle() {
  const id = useId();
  const isEditMode = useEditModeStore((state) => state.isEditMode);
  const setEditMode = useEditModeStore((state) => state.setEditMode);
  return (
    <div className="flex items-center gap-2.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Edit Mode
      </label>
      <Switch.Root
        id={id}
        checked={isEditMode}
        onCheckedChange={setEditMode}
        className="relative h-6 w-11 shrink-0 rounded-full bg-line transition-colors data-[state=checked]:bg-coral-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow-soft transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
