import type { CmsElementProps } from './types.ts';
import { htmlDataSchema, parseOrNull } from './data.ts';

/** Text and HTML elements: content was sanitised on the server (sanitize.server.ts). */
export function CmsText({ slot }: CmsElementProps) {
  const data = parseOrNull(htmlDataSchema, slot.data);
  if (!data?.content) return null;
  return <div className="cms-html" dangerouslySetInnerHTML={{ __html: data.content }} />;
}
