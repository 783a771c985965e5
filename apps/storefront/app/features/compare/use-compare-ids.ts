// The compare list as this browser has it, for the header count and the buttons' pressed state:
// read after hydration (the server renders shared pages without it), again after every navigation
// (the compare forms answer with a redirect) and when the tab comes back into view.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { COMPARE_CHANGED_EVENT, readBrowserCompareIds } from './compare-list.ts';

export function useCompareIds(): string[] {
  const [ids, setIds] = useState<string[]>([]);
  const { key } = useLocation();
  useEffect(() => {
    const update = () =>
      setIds((current) => {
        const next = readBrowserCompareIds();
        return next.join() === current.join() ? current : next;
      });
    update();
    const onVisible = () => {
      if (document.visibilityState === 'visible') update();
    };
    window.addEventListener(COMPARE_CHANGED_EVENT, update);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener(COMPARE_CHANGED_EVENT, update);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key]);
  return ids;
}
