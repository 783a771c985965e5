import type { ReactNode } from 'react';

/** The document's `<html>` element with the page's language (React renders the whole document). */
export function Html({ lang, children }: { lang: string; children: ReactNode }) {
  return <html lang={lang}>{children}</html>;
}
