import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** The dashboard before the first story: one clear invitation. */
export function EmptyStories() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-coral-300 bg-white px-6 py-14 text-center">
      <BookOpen className="size-10 text-coral-500" aria-hidden="true" />
      <h2 className="text-2xl font-semibold">Your first story is waiting</h2>
      <p className="max-w-md text-ink-soft">Tell us who it is about and what should happen, and we will write a story made for your child.</p>
      <Link to="/story/details" className={buttonClasses({ size: 'lg' })}>
        Create your first story
      </Link>
    </div>
  );
}
