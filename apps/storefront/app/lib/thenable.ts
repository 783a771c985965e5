/** A promise or anything awaitable like one (loader data's deferred parts, a promise thrown to suspend). */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function';
}
