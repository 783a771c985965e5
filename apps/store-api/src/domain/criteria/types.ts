// The Store API search criteria after parsing (docs/store-api-behaviour.md §3.1).
export type Scalar = string | number | boolean | null;

export type Filter =
  | { type: 'equals'; field: string; value: Scalar }
  | { type: 'equalsAny'; field: string; value: Array<string | number> }
  | { type: 'contains' | 'prefix' | 'suffix'; field: string; value: string }
  | { type: 'range'; field: string; parameters: RangeParameters }
  | { type: 'multi' | 'not'; operator: 'and' | 'or'; queries: Filter[] };

interface RangeParameters {
  gte?: number | string;
  gt?: number | string;
  lte?: number | string;
  lt?: number | string;
}

export interface Sorting {
  field: string;
  order: 'ASC' | 'DESC';
  naturalSorting: boolean;
}

/** Shopware's aggregations (AggregationParser); results are keyed by `name`. */
export type Aggregation =
  | { name: string; type: 'avg' | 'max' | 'min' | 'sum' | 'stats' | 'count'; field: string }
  | { name: string; type: 'terms'; field: string; limit: number | undefined; sort: Sorting | undefined; aggregation: Aggregation | undefined }
  | { name: string; type: 'entity'; field: string; definition: string }
  | { name: string; type: 'filter'; filter: Filter[]; aggregation: Aggregation }
  | { name: string; type: 'range'; field: string; ranges: Array<{ from?: number; to?: number; key?: string }> }
  | { name: string; type: 'histogram'; field: string; interval: string; format: string | undefined };

export type TotalCountMode = 'none' | 'exact' | 'next-pages';

export interface Criteria {
  page: number;
  /** undefined = no limit given (Shopware then uses its maximum). */
  limit: number | undefined;
  ids: string[] | undefined;
  term: string | undefined;
  filter: Filter[];
  postFilter: Filter[];
  sort: Sorting[];
  aggregations: Aggregation[];
  associations: Record<string, Criteria>;
  includes: Record<string, string[]> | undefined;
  totalCountMode: TotalCountMode;
}

export function emptyCriteria(): Criteria {
  return {
    page: 1,
    limit: undefined,
    ids: undefined,
    term: undefined,
    filter: [],
    postFilter: [],
    sort: [],
    aggregations: [],
    associations: {},
    includes: undefined,
    totalCountMode: 'none',
  };
}
