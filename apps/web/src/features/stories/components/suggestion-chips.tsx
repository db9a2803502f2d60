import { Sparkles } from 'lucide-react';
import type { AgeGroup, SuggestionField } from '@studio/contracts/stories';
import { Button } from '../../../components/ui/button';
import { getErrorMessage, isAiProviderFailure } from '../../../lib/api-error';
import { useSuggestions } from '../api/get-suggestions';

interface SuggestionChipsProps {
  field: SuggestionField;
  ageGroup?: AgeGroup;
  /** What the chips suggest, e.g. "themes". */
  what: string;
  onPick: (suggestion: string) => void;
}

/**
 * "Suggest themes" fetches ideas from /api/v1/suggestions; picking a chip fills the field. When the AI
 * service failed, asking again is the same button, and the built-in writer can suggest instead.
 */
export function SuggestionChips({ field, ageGroup, what, onPick }: SuggestionChipsProps) {
  const suggestions = useSuggestions();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="ghost" size="sm" disabled={suggestions.isPending} onClick={() => suggestions.mutate({ field, age_group: ageGroup })}>
        <Sparkles aria-hidden="true" /> {suggestions.data ? `More ${what}` : `Suggest ${what}`}
      </Button>
      {suggestions.data?.suggestions.map((suggestion) => (
        <button
          key={suggestion}
          type="button"
          onClick={() => onPick(suggestion)}
          className="rounded-full border border-plum-100 bg-plum-50 px-3 py-1 text-sm font-medium text-plum-600 hover:bg-plum-100"
        >
          {suggestion}
        </button>
      ))}
      {suggestions.isError && <span className="text-sm text-danger-600">{getErrorMessage(suggestions.error)}</span>}
      {suggestions.isError && isAiProviderFailure(suggestions.error) && (
        <Button variant="outline" size="sm" onClick={() => suggestions.mutate({ field, age_group: ageGroup, engine: 'built-in' })}>
          Use the built-in writer
        </Button>
      )}
    </div>
  );
}
