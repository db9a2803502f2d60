import { useState } from 'react';
import { Link } from 'react-router';
import { BookmarkPlus, Check, Sparkles } from 'lucide-react';
import type { Book } from '@studio/contracts/books';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-error';
import { namesOf } from '../../../lib/names-of';
import { useSaveFromStory, useSavedCharacters } from '../../../lib/saved-characters';

/**
 * Under a finished book: "Save Mia for next time" for each of its characters (with their photo on paid
 * plans), so the next story starts from them instead of empty fields.
 */
export function KeepTheCast({ book }: { book: Book }) {
  const saved = useSavedCharacters();
  const save = useSaveFromStory();
  const [savedNow, setSavedNow] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const keptNames = new Set((saved.data?.characters ?? []).map((kept) => kept.character.name.trim().toLowerCase()));
  const full = saved.data ? saved.data.characters.length >= saved.data.limit : true;

  return (
    <section aria-labelledby="keep-cast-title" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
      <h2 id="keep-cast-title" className="text-lg font-semibold">The characters of this book</h2>
      <ul className="flex flex-wrap gap-2">
        {book.characters.map(({ index, name }) => {
          const isKept = savedNow.includes(index) || keptNames.has(name.trim().toLowerCase());
          return (
            <li key={index}>
              {!saved.data ? null : isKept ? (
                <span className="inline-flex min-h-11 items-center gap-2 rounded-full bg-cream px-4 text-sm font-semibold text-ink-soft">
                  <Check className="size-4" aria-hidden="true" /> {name} is in My characters
                </span>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  className="min-h-11"
                  disabled={save.isPending || full}
                  onClick={() => {
                    setError(null);
                    save.mutate({ story_id: book.story_id, character_index: index }, { onSuccess: () => setSavedNow((done) => [...done, index]), onError: (failure) => setError(getErrorMessage(failure)) });
                  }}
                >
                  <BookmarkPlus aria-hidden="true" /> Save {name} for next time
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {saved.data && full && <p className="text-sm text-ink-soft">Your plan keeps {saved.data.limit} characters and they are all in use. <Link to="/my-characters" className="font-semibold text-coral-700 underline">My characters</Link></p>}
      {error && <p role="alert" className="text-sm font-medium text-danger-600">{error}</p>}
      <Button asChild variant="secondary" className="max-w-full self-start">
        <Link to={`/story/details?after=${encodeURIComponent(book.story_id)}`}>
          <Sparkles aria-hidden="true" />
          {/* On a phone the cast is only heard (a long one would run off the screen), from sm up it is shown; one span, so the button's gap does not come before "with". */}
          <span>
            Another adventure<span className="sr-only sm:not-sr-only">{' with '}{namesOf(book.characters.map((character) => character.name))}</span>
          </span>
        </Link>
      </Button>
    </section>
  );
}
