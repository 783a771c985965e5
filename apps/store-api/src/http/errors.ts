// Shopware's error envelope: {errors: [{status, code, title, detail, source?, meta?}]} with the HTTP
// status repeated as a string in every entry (store-api-behaviour.md §6).
import { STATUS_CODES } from 'node:http';

export interface ErrorEntry {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer: string };
  meta?: { parameters: Record<string, string | number> };
}

export class StoreApiError extends Error {
  readonly status: number;
  readonly entries: ErrorEntry[];

  constructor(status: number, entries: ErrorEntry[]) {
    super(entries.map((entry) => `${entry.code}: ${entry.detail}`).join('; '));
    this.status = status;
    this.entries = entries;
  }

  toBody(): { errors: ErrorEntry[] } {
    return { errors: this.entries };
  }
}

function reason(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/** A domain exception: one entry, title = HTTP reason phrase. */
export function apiError(
  status: number,
  code: string,
  detail: string,
  parameters?: Record<string, string | number>,
): StoreApiError {
  return new StoreApiError(status, [
    { status: String(status), code, title: reason(status), detail, ...(parameters ? { meta: { parameters } } : {}) },
  ]);
}

export interface Violation {
  code: string;
  pointer: string;
  detail: string;
  parameters?: Record<string, string | number>;
}

/** A constraint violation list (HTTP 400), one entry per violation. */
export function violations(list: Violation[], status = 400): StoreApiError {
  return new StoreApiError(
    status,
    list.map((violation) => ({
      status: String(status),
      code: violation.code,
      title: 'Constraint violation error',
      detail: violation.detail,
      source: { pointer: violation.pointer },
      meta: { parameters: violation.parameters ?? {} },
    })),
  );
}

export const errors = {
  missingAccessKey: () =>
    new StoreApiError(401, [
      { status: '401', code: '0', title: 'Unauthorized', detail: 'Header "sw-access-key" is required.' },
    ]),
  invalidAccessKey: () =>
    apiError(500, 'FRAMEWORK__API_INVALID_ACCESS_KEY', 'Access key is invalid and could not be identified.'),
  salesChannelNotFound: () =>
    apiError(412, 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND', 'No matching sales channel found.'),
  maintenance: () =>
    apiError(503, 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE', 'The sales channel is in maintenance mode.'),
  invalidUuid: (value: string) =>
    apiError(400, 'FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${value}`, { input: value }),
  routeNotFound: (method: string, url: string) =>
    new StoreApiError(404, [
      { status: '404', code: '0', title: 'Not Found', detail: `No route found for "${method} ${url}".` },
    ]),
  categoryNotFound: (id: string) =>
    apiError(404, 'CONTENT__CATEGORY_NOT_FOUND', `Category "${id}" not found.`, { id }),
  cmsPageNotFound: (id: string) =>
    apiError(404, 'CONTENT__CMS_PAGE_NOT_FOUND', `Page with id "${id}" was not found.`, { pageId: id }),
  landingPageNotFound: (id: string) =>
    apiError(404, 'CONTENT__LANDING_PAGE_NOT_FOUND', `Landing page "${id}" not found.`, { landingPageId: id }),
  productNotFound: (id: string) =>
    apiError(404, 'CONTENT__PRODUCT_NOT_FOUND', `Product for id ${id} not found.`, { productId: id }),
  customerNotLoggedIn: () =>
    apiError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.'),
  invalidRequestBody: (detail: string) => apiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', detail),
};
