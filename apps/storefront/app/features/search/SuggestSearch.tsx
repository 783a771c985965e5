import { Search as SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MessageKey } from '../../i18n/message-key.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, useFetcher, useLocation, useNavigate } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useShownPrice, imageSrc } from '../product-data/index.ts';
import { isSuggestResult, suggestionGroups, SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH, type SuggestionGroup } from './suggest.ts';

const GROUP_LABELS: Record<SuggestionGroup['kind'], MessageKey> = {
  categories: 'catalog.search.groupCategories',
  pages: 'catalog.search.groupPages',
  products: 'catalog.search.groupProducts',
};

/**
 * Header search: a GET form to the search page (works without JavaScript; Enter searches). With
 * JavaScript it is an ARIA 1.2 combobox: from three characters, debounced suggestions in a listbox grouped
 * into categories, content pages and products (each group labelled); arrow keys move through them and
 * 'show all results', Enter opens the active one, Escape closes.
 */
export function SuggestSearch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const shown = useShownPrice();
  const fetcher = useFetcher<unknown>();
  const id = useId();
  const listId = `${id}-listbox`;
  const searchPath = localisePath('/search', locale);
  const currentTerm = location.pathname === searchPath ? (new URLSearchParams(location.search).get('search') ?? '') : '';
  const [term, setTerm] = useState(currentTerm);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A new page (e.g. after choosing a suggestion) closes the list and shows that page's term.
  const [pageKey, setPageKey] = useState(location.key);
  if (pageKey !== location.key) {
    setPageKey(location.key);
    setOpen(false);
    setActive(-1);
    setTerm(currentTerm);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const result = isSuggestResult(fetcher.data) && fetcher.data.term === term.trim() ? fetcher.data : null;
  // One flat order for the arrow keys across the groups: categories, pages, products, then 'show all'.
  const groups = result ? suggestionGroups(result) : [];
  const options = result
    ? [...groups.flatMap((group) => group.options), { key: 'all', href: `${searchPath}?${new URLSearchParams({ search: term.trim() })}` }]
    : [];
  const expanded = open && result !== null && term.trim().length >= SUGGEST_MIN_LENGTH;

  const onInput = (value: string) => {
    setTerm(value);
    setActive(-1);
    clearTimeout(timer.current);
    if (value.trim().length < SUGGEST_MIN_LENGTH) {
      setOpen(false);
      return;
    }
    setOpen(true);
    timer.current = setTimeout(() => {
      void fetcher.load(`${localisePath('/search/suggest', locale)}?${new URLSearchParams({ search: value.trim() })}`);
    }, SUGGEST_DEBOUNCE_MS);
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    setOpen(false);
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!result) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = options.length;
      // Wraps around: down from the last option goes to the first, up from the first to the last.
      setActive((index) => (index + step < 0 ? count - 1 : (index + step) % count));
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0 && active < options.length) {
      event.preventDefault();
      choose(active);
    }
  };

  const activeIndex = active >= options.length ? -1 : active;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <Form
      method="get"
      action={searchPath}
      role="search"
      className="relative w-full"
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('catalog.search.label')}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          type="search"
          name="search"
          value={term}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => term.trim().length >= SUGGEST_MIN_LENGTH && setOpen(true)}
          placeholder={t('catalog.search.placeholder')}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          className="field h-11 rounded-full bg-surface pr-12 pl-4 [&::-webkit-search-cancel-button]:hidden"
          data-testid="search-input"
        />
        <button type="submit" className="absolute top-0 right-0 flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-line">
          <SearchIcon aria-hidden="true" size={20} />
          <span className="sr-only">{t('catalog.search.submit')}</span>
        </button>
      </div>
      <div role="status" className="sr-only">
        {expanded && result ? (result.total > 0 ? t('catalog.search.showAll', { count: result.total }) : t('catalog.search.noSuggestions')) : ''}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t('catalog.search.suggestions')}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-card border border-line bg-canvas shadow-overlay"
        data-testid="search-suggestions"
      >
        {groups.map((group) => {
          const labelId = `${id}-group-${group.kind}`;
          return (
            <ul key={group.kind} role="group" aria-labelledby={labelId} className="border-b border-line py-1 last:border-b-0">
              <li role="presentation" id={labelId} className="px-3 pt-1 pb-0.5 text-xs font-semibold tracking-wide text-muted uppercase">
                {t(GROUP_LABELS[group.kind])}
              </li>
              {group.options.map((option) => {
                const index = options.indexOf(option);
                return (
                  // Options are chosen with the keyboard (aria-activedescendant) or the pointer; no nested links.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={option.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    onClick={() => choose(index)}
                    onMouseDown={(event) => event.preventDefault()}
                    className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 ${index === activeIndex ? 'bg-surface' : 'hover:bg-surface'}`}
                  >
                    {option.product ? (
                      <>
                        {option.product.image ? (
                          <img src={imageSrc(option.product.image)} alt="" width={40} height={48} className="h-12 w-10 rounded object-cover" loading="lazy" />
                        ) : (
                          <span className="h-10 w-10" />
                        )}
                        <span className="flex-1">{option.label}</span>
                        <span className="text-sm font-semibold">{shown(option.product.price)}</span>
                      </>
                    ) : (
                      <span className="flex-1">{option.label}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          );
        })}
        {result && (
          <ul role="presentation">
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
            <li
              id={optionId(options.length - 1)}
              role="option"
              aria-selected={activeIndex === options.length - 1}
              onClick={() => choose(options.length - 1)}
              onMouseDown={(event) => event.preventDefault()}
              className={`flex min-h-11 cursor-pointer items-center px-3 py-2 font-semibold underline ${activeIndex === options.length - 1 ? 'bg-surface' : 'hover:bg-surface'}`}
            >
              {result.total > 0 ? t('catalog.search.showAll', { count: result.total }) : t('catalog.search.noSuggestions')}
            </li>
          </ul>
        )}
      </div>
    </Form>
  );
}
