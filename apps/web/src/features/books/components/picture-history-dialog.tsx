import { useState } from 'react';
import { History } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { usePagePictures } from '../api/get-page-pictures';
import { useRestorePagePicture } from '../api/restore-page-picture';

/** Edit Mode: every picture a page has had; any earlier one can be put back, free of charge. */
export function PictureHistoryDialog({ storyId, pageNumber, label, versions }: { storyId: string; pageNumber: number; label: string; versions: number }) {
  const [isOpen, setIsOpen] = useState(false);
  const pictures = usePagePictures(storyId, pageNumber, { enabled: isOpen });
  const restore = useRestorePagePicture(storyId);

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" disabled={versions < 2}>
          <History aria-hidden="true" /> Earlier pictures ({versions})
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Pictures of {label}</DialogTitle>
        <DialogDescription>Choose the one to show in the book. Switching back is free.</DialogDescription>
        {pictures.isPending && <Spinner className="mt-4" />}
        {pictures.isError && <Alert className="mt-4">{getErrorMessage(pictures.error)}</Alert>}
        {restore.isError && <Alert className="mt-4">{getErrorMessage(restore.error)}</Alert>}
        <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3">
          {pictures.data?.pages.flatMap((page) => page.items).map((picture) => (
            <li key={picture.id} className="flex flex-col gap-2 rounded-2xl border border-line p-2">
              <img src={picture.thumbnail_url} alt={`Version ${picture.version} of ${label}`} className="aspect-[4/3] w-full rounded-xl object-cover" />
              <span className="text-sm text-ink-soft">Version {picture.version}</span>
              {picture.is_current ? (
                <span className="text-sm font-semibold text-leaf-700">In the book</span>
              ) : (
                <Button size="sm" variant="outline" disabled={restore.isPending} onClick={() => restore.mutate({ pageNumber, version: picture.version })}>
                  Use version {picture.version}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {pictures.hasNextPage && (
          <Button className="mt-4" size="sm" variant="outline" disabled={pictures.isFetchingNextPage} onClick={() => void pictures.fetchNextPage()}>
            {pictures.isFetchingNextPage ? 'Loading…' : 'Show more pictures'}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
