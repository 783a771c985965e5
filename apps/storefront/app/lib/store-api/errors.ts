// Narrowing of failures from @shopware/api-client into a plain, serialisable shape.
import { ApiClientError } from '@shopware/api-client';

const MAINTENANCE_MODE_CODE = 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE';

export interface StoreApiErrorEntry {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string };
  meta?: { parameters?: Record<string, unknown> };
}

export interface StoreApiFailure {
  status: number;
  errors: StoreApiErrorEntry[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toEntry(value: unknown): StoreApiErrorEntry | null {
  if (!isRecord(value)) return null;
  const entry: StoreApiErrorEntry = {};
  if (typeof value.status === 'string') entry.status = value.status;
  if (typeof value.code === 'string') entry.code = value.code;
  if (typeof value.title === 'string') entry.title = value.title;
  if (typeof value.detail === 'string') entry.detail = value.detail;
  if (isRecord(value.source) && typeof value.source.pointer === 'string') entry.source = { pointer: value.source.pointer };
  if (isRecord(value.meta) && isRecord(value.meta.parameters)) entry.meta = { parameters: value.meta.parameters };
  return entry;
}

/** The Store API's status and error list, or null when `error` did not come from a Store API answer. */
export function storeApiFailureOf(error: unknown): StoreApiFailure | null {
  if (!(error instanceof ApiClientError)) return null;
  const details: unknown = error.details;
  const list = isRecord(details) && Array.isArray(details.errors) ? details.errors : [];
  return { status: error.status, errors: list.map(toEntry).filter((entry) => entry !== null) };
}

/** ofetch's FetchError without a response: the Store API could not be reached or timed out. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof Error && error.name === 'FetchError';
}

/** A failure of the call itself (an answer with an error status, or no answer): not a bug of ours. */
export function isStoreApiCallFailure(error: unknown): boolean {
  return storeApiFailureOf(error) !== null || isNetworkError(error);
}

export function isMaintenanceFailure(failure: StoreApiFailure | null): boolean {
  return failure !== null && failure.status === 503 && failure.errors.some((entry) => entry.code === MAINTENANCE_MODE_CODE);
}
