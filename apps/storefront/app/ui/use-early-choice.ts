// A select the shopper changed before the page's scripts ran has no change handler yet: its choice
// would be lost when React takes over. The rule it keeps (progressive enhancement, docs/architecture.md): whatever a shopper does before the scripts run
// (type, choose, submit) takes effect, once, as if the page had been interactive all along.
// At hydration the field's DOM value is compared with what the server rendered; a difference is
// handed to `apply`, which submits it the way a change would have.
//
// A change made after React started but before the field's part hydrated is replayed by React as a
// change event once the part has hydrated, and may come before or after this check: each value is
// applied once, whichever comes first (twice, two context-creating posts raced each other).
import { useEffect, useRef, type ChangeEvent, type RefObject } from 'react';

export function useEarlyChoice<T extends HTMLSelectElement | HTMLInputElement>(
  rendered: string,
  apply: (field: T) => void,
): { ref: RefObject<T | null>; onChange: (event: ChangeEvent<T>) => void } {
  const ref = useRef<T>(null);
  const applied = useRef(rendered);
  const once = (field: T) => {
    if (field.value === applied.current) return;
    applied.current = field.value;
    apply(field);
  };
  useEffect(() => {
    const element = ref.current;
    if (element && element.value !== rendered) once(element);
    // Only the first run (hydration) can see an early choice; later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { ref, onChange: (event) => once(event.currentTarget) };
}
