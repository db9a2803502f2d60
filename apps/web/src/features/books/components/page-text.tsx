import { useMemo } from 'react';
import { cn } from '../../../lib/cn';
import { wordAt, wordSpans } from '../utils/word-spans';

/** A page's words; while it is read aloud, the word being spoken is highlighted. */
export function PageText({ text, spokenCharIndex, className }: { text: string; spokenCharIndex: number | null; className?: string }) {
  const spans = useMemo(() => wordSpans(text), [text]);
  const spoken = wordAt(spans, spokenCharIndex);
  return (
    <p className={cn('font-display text-lg leading-relaxed whitespace-pre-line text-ink sm:text-xl', className)}>
      {spans.map((span, i) =>
        span.isWord ? (
          <span key={span.start} data-spoken={i === spoken || undefined} className={cn('rounded transition-colors', i === spoken && 'bg-sun-300')}>
            {span.text}
          </span>
        ) : (
          span.text
        ),
      )}
    </p>
  );
}
