// Routes that only receive form posts: a GET of their URL (a reload after a no-JS post, a shared link)
// leads to the home page of the locale in the path instead of a 405.
import { redirect } from 'react-router';
import { homePath, localeFromPathname } from '../../i18n/paths.ts';

export function formTargetLoader({ url }: { url: URL }): Response {
  return redirect(homePath(localeFromPathname(url.pathname)));
}
