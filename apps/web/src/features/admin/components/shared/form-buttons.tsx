import { Button } from '../../../../components/ui/button';

/** Cancel and the submit button of an admin's form, which says "Saving…" while it saves. */
export function FormButtons({ submitLabel, isSubmitting, onCancel }: { submitLabel: string; isSubmitting: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
        Cancel
      </Button>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </div>
  );
}
