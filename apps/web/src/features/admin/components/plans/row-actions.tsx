import { Button } from '../../../../components/ui/button';

interface RowActionsProps<Item extends { name: string; is_active: boolean }> {
  item: Item;
  onEdit: (item: Item) => void;
  /** Absent for what cannot be retired (the free plan). */
  onToggleActive?: (item: Item) => void;
}

/** A catalogue row's Edit and Retire/Reactivate buttons, named for the row for screen readers. */
export function RowActions<Item extends { name: string; is_active: boolean }>({ item, onEdit, onToggleActive }: RowActionsProps<Item>) {
  return (
    <div className="flex flex-col items-end gap-1.5 sm:flex-row sm:justify-end">
      <Button variant="outline" size="sm" onClick={() => onEdit(item)} aria-label={`Edit ${item.name}`}>
        Edit
      </Button>
      {onToggleActive && (
        <Button variant="ghost" size="sm" onClick={() => onToggleActive(item)} aria-label={`${item.is_active ? 'Retire' : 'Reactivate'} ${item.name}`}>
          {item.is_active ? 'Retire' : 'Reactivate'}
        </Button>
      )}
    </div>
  );
}
