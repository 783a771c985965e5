// Store API paths (seoPathInfo, breadcrumb paths) are raw text such as `Odzież/Koszule i bluzki/`.
// Links and Location headers need them percent-encoded; the catch-all decodes them again.

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Percent-encodes every segment of a path, keeping the slashes. Already encoded segments are not
 * encoded twice, so the function is idempotent.
 */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(decodeSegment(segment)))
    .join('/');
}
