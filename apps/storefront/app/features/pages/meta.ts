import type { MetaDescriptor } from 'react-router';
import { i18nFor } from '../../i18n/i18n.ts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { localeFromPathname } from '../../i18n/paths.ts';
import { pageMeta, rootOrigin } from '../seo/index.ts';

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** Meta of a page titled by a catalogue key. */
export function titledPageMeta(titleKey: MessageKey, { location, matches }: MetaArgsLike): MetaDescriptor[] {
  const locale = localeFromPathname(location.pathname);
  return pageMeta({ locale, pathname: location.pathname, origin: rootOrigin(matches), title: i18nFor(locale).t(titleKey) });
}
