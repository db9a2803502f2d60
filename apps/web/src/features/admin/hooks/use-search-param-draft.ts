import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withParams } from '../utils/search-params';

/**
 * The address the last draft wrote, until React renders it. Two drafts whose timers end in the same
 * tick (an e-mail and a search set together) would each start from the address of the last render,
 * and the second would drop the first; the second starts from what the first wrote instead.
 */
let unrendered: { from: string; to: string } | null = null;

/**
 * A text filter kept in the page's address: what is typed shows at once and reaches the address
 * `delayMs` after typing stops (replacing the history entry, so Back leaves the page instead of
 * undoing letters); it goes back to the first page (`pageParam`). Going back or following a link
 * shows the address's value again.
 */
export function useSearchParamDraft(name: string, { delayMs = 350, pageParam = 'page' } = {}): { value: string; setValue: (value: string) => void; flush: () => void } {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get(name) ?? '';
  /** null while the input shows the address's value; the text typed while it has not reached the address yet. */
  const [draft, setDraft] = useState<string | null>(null);

  const write = useCallback(
    (value: string) => {
      setParams(
        (current) => {
          const base = unrendered?.from === current.toString() ? new URLSearchParams(unrendered.to) : current;
          const next = withParams(base, { [name]: value.trim() ? value : undefined }, pageParam);
          unrendered = { from: current.toString(), to: next.toString() };
          return next;
        },
        { replace: true },
      );
      setDraft(null);
    },
    [name, pageParam, setParams],
  );

  useEffect(() => {
    unrendered = null;
  }, [params]);

  useEffect(() => {
    if (draft === null) return;
    const timer = setTimeout(() => write(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs, write]);

  return {
    value: draft ?? fromAddress,
    setValue: setDraft,
    flush: () => {
      if (draft !== null) write(draft);
    },
  };
}
