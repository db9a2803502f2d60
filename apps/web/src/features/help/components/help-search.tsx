import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';

interface HelpSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  matches: number;
}

/** Filters the answers as one types; the number of matches is announced to screen readers. */
export function HelpSearch({ query, onQueryChange, matches }: HelpSearchProps) {
  return (
    <div role="search" className="flex flex-col gap-2">
      <label htmlFor="help-search" className="text-sm font-semibold text-ink">
        Search help
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-soft" aria-hidden="true" />
        <Input
          id="help-search"
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="For example: credits, cancel, bleed"
          className="pl-11"
          autoComplete="off"
        />
      </div>
      <p aria-live="polite" className="min-h-6 text-sm text-ink-soft">
        {query.trim() ? `${matches === 1 ? '1 answer matches' : `${matches} answers match`}` : ''}
      </p>
    </div>
  );
}
