// Whether a request target (path and query, percent-encoded as sent) hides a NUL character or bytes
// that are not UTF-8. Such a request is answered with the 400 page before anything reaches the
// Store API (which refuses it too), instead of surfacing as a 502 or a header error.
function cleanComponent(raw: string): boolean {
  try {
    const decoded = decodeURIComponent(raw.replace(/\+/g, ' '));
    return !decoded.includes('\u0000') && decoded.isWellFormed();
  } catch {
    return false;
  }
}

export function isHostileRequestTarget(pathAndQuery: string): boolean {
  const mark = pathAndQuery.indexOf('?');
  const path = mark === -1 ? pathAndQuery : pathAndQuery.slice(0, mark);
  const query = mark === -1 ? '' : pathAndQuery.slice(mark + 1);
  return !path.split('/').every(cleanComponent) || !query.split('&').every((pair) => pair.split('=').every(cleanComponent));
}
