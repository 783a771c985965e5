// Product numbers suggested while a row is typed (JavaScript only): one native <datalist> shared by
// the rows, filled from the suggest resource for what the shopper types. The browser shows and
// announces the choices itself, so no combobox script is needed.
import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { NumberSuggestion } from './suggest.server.ts';

export const SUGGESTIONS_ID = 'quick-order-suggestions';
const SUGGEST_PATH = '/quick-order/suggest';

/** `suggest` takes a row's value as it is typed; `list` is the datalist the rows point at. */
export function useNumberSuggestions(): { suggest: (value: string) => void; list: React.ReactNode } {
  const fetcher = useFetcher<{ suggestions: NumberSuggestion[] }>();
  const locale = useLocale();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { load } = fetcher;
  const suggest = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      const term = value.trim();
      if (term.length < 2) return;
      timer.current = setTimeout(() => void load(`${localisePath(SUGGEST_PATH, locale)}?q=${encodeURIComponent(term)}`), 200);
    },
    [load, locale],
  );
  const list = (
    <datalist id={SUGGESTIONS_ID}>
      {(fetcher.data?.suggestions ?? []).map((suggestion) => (
        <option key={suggestion.number} value={suggestion.number}>
          {suggestion.name}
        </option>
      ))}
    </datalist>
  );
  return { suggest, list };
}
