// A request whose Host (or, behind a trusted proxy, X-Forwarded-Host) is no host name cannot become
// the URL React Router's request handler builds from it (`new URL` throws: a 500). Such a request is
// malformed, so it is answered 400 before it gets there.
export function isUsableHost(host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(`http://${host}/`).hostname !== '';
  } catch {
    return false;
  }
}
