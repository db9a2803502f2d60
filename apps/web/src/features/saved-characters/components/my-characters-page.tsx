import { useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, UserPlus, UsersRound } from 'lucide-react';
import { ErrorPanel } from '../../../components/feedback/error-panel';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { useCreateSavedCharacter, useSavedCharacters } from '../../../lib/saved-characters';
import { SavedCharacterCard } from './saved-character-card';
import { SavedCharacterForm } from './saved-character-form';

/** /my-characters: the characters a family keeps for its next books, each added to a new story in one click. */
export function MyCharactersPage() {
  const characters = useSavedCharacters();
  const create = useCreateSavedCharacter();
  const [adding, setAdding] = useState(false);
  const list = characters.data;
  const full = list ? list.characters.length >= list.limit : false;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-5 py-8 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold sm:text-3xl">My characters</h1>
          <p className="max-w-2xl text-ink-soft">The children, pets and grandparents of your books. Add them to a new story in one click; each book keeps its own copy.</p>
        </div>
        {list && list.characters.length > 0 && (
          <Link to="/story/details" className={`${buttonClasses({ variant: 'outline' })} self-start`}>
            <BookOpen aria-hidden="true" /> Start a story with them
          </Link>
        )}
      </header>

      {characters.isPending && <Spinner label="Loading your characters" className="mx-auto my-8" />}
      {characters.isError && <ErrorPanel message={getErrorMessage(characters.error)} onRetry={() => void characters.refetch()} />}
      {list && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-soft" aria-live="polite">
              {list.characters.length} of {list.limit} kept on your plan{list.photos_allowed ? ', with photos' : ''}.
              {full && ' Delete one you no longer need to keep another.'}
            </p>
            {!adding && (
              <Button onClick={() => setAdding(true)} disabled={full}>
                <UserPlus aria-hidden="true" /> Add a character
              </Button>
            )}
          </div>
          {adding && (
            <section aria-label="New character" className="rounded-2xl border border-coral-200 bg-white p-4 sm:p-6">
              <h2 className="mb-4 text-lg font-semibold">A new character</h2>
              <SavedCharacterForm
                submitLabel="Save character"
                onSubmit={async (character) => {
                  await create.mutateAsync(character);
                  setAdding(false);
                }}
                onCancel={() => setAdding(false)}
              />
            </section>
          )}
          {list.characters.length === 0 && !adding ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 py-10 text-center">
              <UsersRound className="size-9 text-coral-600" aria-hidden="true" />
              <h2 className="text-lg font-semibold">No saved characters yet</h2>
              <p className="max-w-lg text-ink-soft">
                Add your child, a pet or a grandparent here, or press “Save for next time” on a character of a finished book. Next time, pick them instead of typing everything again.
              </p>
            </div>
          ) : (
            <ul aria-label="Your saved characters" className="grid gap-4 md:grid-cols-2">
              {list.characters.map((saved) => (
                <li key={saved.id}>
                  <SavedCharacterCard saved={saved} photosAllowed={list.photos_allowed} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
