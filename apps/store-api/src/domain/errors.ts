// Errors the domain raises, in Shopware's terms: an HTTP status and one or more problems, each with
// Shopware's error code, a detail and, where Shopware gives them, a JSON pointer and parameters.
// The wire envelope ({errors: [{status, code, title, …}]}) is http/errors.ts's job, not the domain's.

export type ErrorParameters = Record<string, string | number>;

export interface Problem {
  code: string;
  detail: string;
  pointer?: string;
  parameters?: ErrorParameters;
}

/** A refused request: the status Shopware answers with and its problems (one, or all found at once). */
export class DomainError extends Error {
  readonly status: number;
  readonly problems: readonly Problem[];

  constructor(status: number, problems: readonly Problem[]) {
    super(problems.map((problem) => `${problem.code}: ${problem.detail}`).join('; '));
    this.status = status;
    this.problems = problems;
  }
}

export interface Violation {
  code: string;
  pointer: string;
  detail: string;
  parameters?: ErrorParameters;
}

/** Symfony constraint violations: each names the field (pointer) and always carries parameters. */
export class ConstraintViolations extends DomainError {}

/** One problem, e.g. `domainError(404, 'CONTENT__PRODUCT_NOT_FOUND', …, { productId })`. */
export function domainError(status: number, code: string, detail: string, parameters?: ErrorParameters): DomainError {
  return new DomainError(status, [{ code, detail, ...(parameters ? { parameters } : {}) }]);
}

/** A constraint violation list (HTTP 400 unless said otherwise), one problem per violation. */
export function violations(list: readonly Violation[], status = 400): ConstraintViolations {
  return new ConstraintViolations(
    status,
    list.map((violation) => ({ code: violation.code, detail: violation.detail, pointer: violation.pointer, parameters: violation.parameters ?? {} })),
  );
}

/** Errors raised in several places, so their codes and messages are written once. */
export const errors = {
  invalidUuid: (value: string) => domainError(400, 'FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${value}`, { input: value }),
  categoryNotFound: (id: string) => domainError(404, 'CONTENT__CATEGORY_NOT_FOUND', `Category "${id}" not found.`, { id }),
  cmsPageNotFound: (id: string) => domainError(404, 'CONTENT__CMS_PAGE_NOT_FOUND', `Page with id "${id}" was not found.`, { pageId: id }),
  landingPageNotFound: (id: string) => domainError(404, 'CONTENT__LANDING_PAGE_NOT_FOUND', `Landing page "${id}" not found.`, { landingPageId: id }),
  productNotFound: (id: string) => domainError(404, 'CONTENT__PRODUCT_NOT_FOUND', `Product for id ${id} not found.`, { productId: id }),
  customerNotLoggedIn: () => domainError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.'),
  invalidRequestBody: (detail: string) => domainError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', detail),
};
