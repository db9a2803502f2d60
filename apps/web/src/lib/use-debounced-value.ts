import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs` (compared by content, so a new object with the same fields is no change). */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as Value), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
