// Which posts are sign-ins, for the sign-in lanes in front of React Router (server/sign-in-gate.ts).
// The lanes must see every post that makes the Store API hash a password before any render, so a form
// that signs in anywhere else than /login says so in its URL: the checkout's sign-in form posts to
// `/checkout?sign-in`, and the checkout's action answers a sign-in only on that URL — a forged post
// without the mark cannot go round the lanes.

/** The query parameter that marks a sign-in post on a page other than /login. */
export const SIGN_IN_QUERY = 'sign-in';

/** `/login`, `/pl-PL/login`, their client-side data requests; `/checkout?sign-in` in every market. */
const SIGN_IN_PATH = /(?:^|\/)login(?:\.data)?\/?$/;
const MARKED_PATH = /(?:^|\/)checkout(?:\.data)?\/?$/;

export function isSignInPost(method: string, pathname: string, search: URLSearchParams): boolean {
  if (method !== 'POST') return false;
  return SIGN_IN_PATH.test(pathname) || (MARKED_PATH.test(pathname) && search.has(SIGN_IN_QUERY));
}
