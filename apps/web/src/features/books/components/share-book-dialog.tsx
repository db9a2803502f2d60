import { useState } from 'react';
import { Copy, Link2Off, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { DEFAULT_SHARE_LINK_EXPIRY, SHARE_LINK_AUTHOR_MAX, SHARE_LINK_LABEL_MAX, type ShareLink, type ShareLinkExpiry } from '@studio/contracts/share-links';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from '../api/share-links';

const EXPIRY_LABELS: Record<ShareLinkExpiry, string> = { '7_days': '7 days', '30_days': '30 days', never: 'No expiry' };
const STATUS: Record<ShareLink['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Works', tone: 'leaf' },
  expired: { label: 'Expired', tone: 'neutral' },
  revoked: { label: 'Switched off', tone: 'neutral' },
};
const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

const fullUrl = (link: ShareLink) => `${window.location.origin}${link.path}`;

async function copy(link: ShareLink) {
  try {
    await navigator.clipboard.writeText(fullUrl(link));
    toast.success('Link copied. Paste it into a message.');
  } catch {
    toast.error('Could not copy. Select the link and copy it yourself.');
  }
}

/**
 * Sharing a book: a private link anyone can open signed out to read it and hear it read aloud. The
 * owner picks who it is for, how long it works and the author shown; sees each link's opens; switches one off at once.
 */
export function ShareBookDialog({ storyId, author, defaultOpen = false, disabled }: { storyId: string; author: string | null; defaultOpen?: boolean; disabled?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [label, setLabel] = useState('');
  const [expiry, setExpiry] = useState<ShareLinkExpiry>(DEFAULT_SHARE_LINK_EXPIRY);
  const [showAuthor, setShowAuthor] = useState(Boolean(author));
  const [authorName, setAuthorName] = useState(author ?? '');
  const [made, setMade] = useState<ShareLink | null>(null);
  const links = useShareLinks(storyId, open);
  const create = useCreateShareLink(storyId);
  const revoke = useRevokeShareLink(storyId);

  const makeLink = () =>
    create.mutate(
      { label, expires_in: expiry, author: showAuthor ? authorName : null },
      {
        onSuccess: (link) => {
          setLabel('');
          setMade(link);
          void copy(link);
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <Share2 aria-hidden="true" /> Share
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Share this book</DialogTitle>
        <DialogDescription>
          Anyone with the link can read the book and hear it read aloud, without an account. They never see your e-mail, your account or your characters’ photos.
        </DialogDescription>
        <form
          className="mt-5 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            makeLink();
          }}
        >
          <FormField label="Who is it for?" hint="Only you see this.">
            {(control) => <Input {...control} value={label} maxLength={SHARE_LINK_LABEL_MAX} placeholder="for Grandma" onChange={(event) => setLabel(event.target.value)} />}
          </FormField>
          <fieldset>
            <legend className="text-sm font-semibold text-ink">The link works for</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {(Object.keys(EXPIRY_LABELS) as ShareLinkExpiry[]).map((option) => (
                <label key={option} className="flex cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm has-[:checked]:border-coral-500 has-[:checked]:bg-coral-50">
                  <input type="radio" name="share-expiry" value={option} checked={expiry === option} onChange={() => setExpiry(option)} />
                  {EXPIRY_LABELS[option]}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input type="checkbox" checked={showAuthor} onChange={(event) => setShowAuthor(event.target.checked)} /> Show an author under the title
          </label>
          {showAuthor && (
            <FormField label="Author shown">
              {(control) => <Input {...control} value={authorName} maxLength={SHARE_LINK_AUTHOR_MAX} onChange={(event) => setAuthorName(event.target.value)} />}
            </FormField>
          )}
          {create.isError && <Alert>{getErrorMessage(create.error)}</Alert>}
          {made && (
            <FormField label="Your new link">
              {(control) => <Input {...control} readOnly value={fullUrl(made)} onFocus={(event) => event.target.select()} />}
            </FormField>
          )}
          <Button type="submit" disabled={create.isPending} className="self-start">
            Make a link and copy it
          </Button>
        </form>
        <section aria-labelledby="share-links-heading" className="mt-6 border-t border-line pt-4">
          <h3 id="share-links-heading" className="font-display text-base font-semibold">
            Links to this book
          </h3>
          {links.isPending && <Spinner label="Loading the links…" />}
          {links.isError && <Alert>{getErrorMessage(links.error)}</Alert>}
          {revoke.isError && <Alert>{getErrorMessage(revoke.error)}</Alert>}
          {links.data?.length === 0 && <p className="mt-2 text-sm text-ink-soft">No links yet.</p>}
          <ul className="mt-2 flex max-h-64 flex-col gap-2 overflow-y-auto">
            {links.data?.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-line p-3 text-sm">
                <span className="font-semibold">{link.label || 'No label'}</span>
                <Badge tone={STATUS[link.status].tone}>{STATUS[link.status].label}</Badge>
                <span className="text-ink-soft">
                  Opened {link.opens} {link.opens === 1 ? 'time' : 'times'} · {link.expires_at ? `until ${dateFormat.format(new Date(link.expires_at))}` : 'no expiry'}
                </span>
                {link.status === 'active' && (
                  <span className="ml-auto flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => void copy(link)} aria-label={`Copy the link ${link.label}`}>
                      <Copy aria-hidden="true" /> Copy
                    </Button>
                    <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate(link.id)} aria-label={`Switch off the link ${link.label}`}>
                      <Link2Off aria-hidden="true" /> Switch off
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
