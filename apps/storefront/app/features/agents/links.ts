// Where the machine-readable parts of a market live (bare paths; localisePath adds the market's prefix). Pure.
import { localisePath } from '../../i18n/paths.ts';
import type { Locale } from '../../i18n/locales.ts';

const FEED_PATH = '/feeds/products.xml';
const LLMS_PATH = '/llms.txt';
/** One endpoint per host, for every market (a tool names the market). */
export const MCP_PATH = '/mcp';

export const feedPath = (locale: Locale): string => localisePath(FEED_PATH, locale);
export const llmsPath = (locale: Locale): string => localisePath(LLMS_PATH, locale);
