// A select the shopper changed before the page's scripts ran has no change handler yet: its choice
// would be lost when React takes over (the issue-8 rule: progressive enhancement never loses an action).
// At hydration the field's DOM value is compared with what the server rendered; a difference is
// handed to `apply`, which submits it the way a change would have.
import { useEffect, useRef, type RefObject } from 'react';

export function useEarlyChoice<T extends HTMLSelectElement | HTMLInputElement>(rendered: string, apply: (field: T) => void): RefObject<T | null> {
  const field = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (!first.current) return;
    first.current = false;
    const element = field.current;
    if (element && element.value !== rendered) apply(element);
    // Only the first run (hydration) can see an early choice; later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return field;
}
