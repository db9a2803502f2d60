import type { CharacterPhoto } from '@studio/contracts/books';
import { PhotoFrame } from '../../../components/photos/photo-frame';

/** The characters whose photos guide the pictures, as the book's "Meet the characters" page shows them. */
export function MeetTheCharacters({ photos }: { photos: CharacterPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="meet-the-characters" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="meet-the-characters" className="font-display text-lg font-semibold">Meet the characters</h2>
      <p className="mt-1 text-sm text-ink-soft">These photos guide the pictures, and open the book on their own page.</p>
      <ul className="mt-4 flex flex-wrap gap-4">
        {[...photos].sort((a, b) => a.character_index - b.character_index).map((photo) => (
          <li key={photo.character_index} className="flex flex-col items-center gap-2">
            <PhotoFrame url={photo.url} alt={`Photo of ${photo.character_name}`} />
            <span className="text-sm font-semibold">{photo.character_name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
