import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { StoryListItem } from '@studio/contracts/stories-api';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/api-error';
import { useDeleteStory } from '../api/delete-story';

/** Deleting asks first, naming the story and everything that goes with it. */
export function DeleteStoryButton({ story }: { story: StoryListItem }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteStory();
  const close = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) remove.reset();
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Delete “${story.title}”`}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <Dialog open={open} onOpenChange={close}>
        <DialogContent>
          <DialogTitle>Delete “{story.title}”?</DialogTitle>
          <DialogDescription>
            The story, its pages, every picture, any character photos and the PDFs made from it are deleted for good. This cannot be undone.
          </DialogDescription>
          {remove.isError && <Alert>{getErrorMessage(remove.error)}</Alert>}
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={remove.isPending}>
              Keep the story
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(story.id, {
                  onSuccess: () => {
                    setOpen(false);
                    toast.success(`“${story.title}” was deleted`);
                  },
                })
              }
            >
              {remove.isPending ? 'Deleting…' : 'Delete story'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
