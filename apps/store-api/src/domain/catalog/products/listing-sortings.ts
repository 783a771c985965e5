// The product sortings a listing offers (Shopware's default product_sorting rows), with labels.
export interface ListingSorting {
  key: string;
  priority: number;
  /** SQL ORDER BY over product alias `t` (`rank` is the search relevance column when searching). */
  orderBy: string;
  label: Record<string, string>;
  searchOnly?: boolean;
}

const DEFAULT_LISTING_SORTING = 'name-asc';
const DEFAULT_SEARCH_SORTING = 'score';

const NAME = (chainSql: string) => `lower(${chainSql})`;

export function listingSortings(nameSql: string): ListingSorting[] {
  return [
    {
      key: 'score',
      priority: 6,
      orderBy: 'rank DESC, t.sales DESC',
      label: { 'en-GB': 'Top results', 'pl-PL': 'Najlepsze wyniki', 'de-DE': 'Beste Ergebnisse' },
      searchOnly: true,
    },
    { key: 'topseller', priority: 5, orderBy: 't.sales DESC', label: { 'en-GB': 'Topseller', 'pl-PL': 'Bestsellery', 'de-DE': 'Topseller' } },
    { key: 'name-asc', priority: 4, orderBy: `${NAME(nameSql)} ASC`, label: { 'en-GB': 'Name A-Z', 'pl-PL': 'Nazwa A-Z', 'de-DE': 'Name A-Z' } },
    { key: 'name-desc', priority: 3, orderBy: `${NAME(nameSql)} DESC`, label: { 'en-GB': 'Name Z-A', 'pl-PL': 'Nazwa Z-A', 'de-DE': 'Name Z-A' } },
    {
      key: 'price-asc',
      priority: 2,
      orderBy: 't.cheapest_price ASC',
      label: { 'en-GB': 'Price ascending', 'pl-PL': 'Cena rosnąco', 'de-DE': 'Preis aufsteigend' },
    },
    {
      key: 'price-desc',
      priority: 1,
      orderBy: 't.cheapest_price DESC',
      label: { 'en-GB': 'Price descending', 'pl-PL': 'Cena malejąco', 'de-DE': 'Preis absteigend' },
    },
  ];
}

/** Sortings offered: listings drop `score`; an unknown key falls back to the default. */
export function chooseSorting(
  sortings: ListingSorting[],
  requested: string | undefined,
  searching: boolean,
): { sorting: ListingSorting; available: ListingSorting[] } {
  const available = sortings.filter((sorting) => searching || !sorting.searchOnly);
  const fallback = searching ? DEFAULT_SEARCH_SORTING : DEFAULT_LISTING_SORTING;
  const sorting = available.find((candidate) => candidate.key === requested) ?? available.find((candidate) => candidate.key === fallback) ?? available[0];
  if (!sorting) throw new Error('No product sorting configured.');
  return { sorting, available };
}

export function serializeSorting(sorting: ListingSorting, localeCode: string) {
  const label = sorting.label[localeCode] ?? sorting.label['en-GB'] ?? sorting.key;
  return { key: sorting.key, priority: sorting.priority, label, translated: { label }, apiAlias: 'product_sorting' };
}
