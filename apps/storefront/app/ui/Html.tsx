import { useEffect, type ReactNode } from 'react';
import { onPreact } from '../lib/preact/runtime.ts';

/**
 * The document's `<html>` element. React renders a document into `document` and so renders this
 * element; Preact renders it into `document.documentElement` (ADR 0023), where only its children are
 * rendered and the attributes are kept up to date by an effect (a navigation into another locale).
 */
export function Html({ lang, children }: { lang: string; children: ReactNode }) {
  useEffect(() => {
    if (onPreact) document.documentElement.lang = lang;
  }, [lang]);
  return onPreact ? <>{children}</> : <html lang={lang}>{children}</html>;
}
