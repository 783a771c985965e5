// Shopware's error envelope: {errors: [{status, code, title, detail, source?, meta?}]} with the HTTP
// status repeated as a string in every entry (docs/store-api-behaviour.md §6). The one place where the
// domain's errors (domain/errors.ts) become wire bodies; plus the errors only the HTTP layer raises.
import { STATUS_CODES } from 'node:http';
import { ConstraintViolations, domainError, type DomainError } from '../domain/errors.ts';

export interface ErrorEntry {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer: string };
  meta?: { parameters: Record<string, string | number> };
}

export interface ErrorEnvelope {
  errors: ErrorEntry[];
}

/** Title = the HTTP reason phrase; constraint violations say so and always carry parameters. */
export function toEnvelope(error: DomainError): ErrorEnvelope {
  const violation = error instanceof ConstraintViolations;
  const status = String(error.status);
  const title = violation ? 'Constraint violation error' : (STATUS_CODES[error.status] ?? 'Error');
  return {
    errors: error.problems.map((problem) => ({
      status,
      code: problem.code,
      title,
      detail: problem.detail,
      ...(problem.pointer !== undefined ? { source: { pointer: problem.pointer } } : {}),
      ...(violation ? { meta: { parameters: problem.parameters ?? {} } } : problem.parameters ? { meta: { parameters: problem.parameters } } : {}),
    })),
  };
}

/** Errors of the transport and the sales-channel scope (before any domain code runs). */
export const httpErrors = {
  missingAccessKey: () => domainError(401, '0', 'Header "sw-access-key" is required.'),
  invalidAccessKey: () => domainError(500, 'FRAMEWORK__API_INVALID_ACCESS_KEY', 'Access key is invalid and could not be identified.'),
  salesChannelNotFound: () => domainError(412, 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND', 'No matching sales channel found.'),
  maintenance: () => domainError(503, 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE', 'The sales channel is in maintenance mode.'),
  routeNotFound: (method: string, url: string) => domainError(404, '0', `No route found for "${method} ${url}".`),
};
