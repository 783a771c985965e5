import type { CmsElementProps } from './types.ts';
import { htmlContent } from './data.ts';

/** Text and HTML elements: content was sanitised on the server (sanitize.server.ts). */
export function CmsText({ slot }: CmsElementProps) {
  const content = htmlContent(slot.data);
  if (!content) return null;
  return <div className="cms-html" dangerouslySetInnerHTML={{ __html: content }} />;
}
