// The compare list as this browser has it, for the header count and the buttons' pressed state:
// read after hydration (the server renders shared pages without it), again after every navigation
// (the compare forms answer with a redirect) and when the tab comes back into view.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { COMPARE_CHANGED_EVENT, readBrowserCompareIds } from './compare-list.ts';

/**
 * The last cookie read and the navigation it was made for: every compare button on a page (one per card) and the
 * header count ask after the same navigation, and one read serves them all — a read each cost ~9 ms at 4× CPU on a
 * category page. A change event or the tab coming back reads afresh.
 */
let lastRead: { key: string; ids: string[] } | null = null;

function idsAfter(navigationKey: string, fresh: boolean): string[] {
  if (fresh || lastRead?.key !== navigationKey) lastRead = { key: navigationKey, ids: readBrowserCompareIds() };
  return lastRead.ids;
}

export function useCompareIds(): string[] {
  const [ids, setIds] = useState<string[]>([]);
  const { key } = useLocation();
  useEffect(() => {
    const update = (fresh: boolean) =>
      setIds((current) => {
        const next = idsAfter(key, fresh);
        return next.join() === current.join() ? current : next;
      });
    update(false);
    const onChange = () => update(true);
    const onVisible = () => {
      if (document.visibilityState === 'visible') update(true);
    };
    window.addEventListener(COMPARE_CHANGED_EVENT, onChange);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener(COMPARE_CHANGED_EVENT, onChange);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key]);
  return ids;
}
