// /llms.txt (llmstxt.org): what an AI agent needs to find its way around one market of the shop, as a
// Markdown list of links — the shop, its categories, its key pages, the product feed and the MCP endpoint.
// Pure; llms-txt.server.ts gathers the input.
import { mdLink, mdText } from './markdown-text.ts';

export interface LlmsLink {
  name: string;
  /** Absolute URL. */
  href: string;
  /** A few words after the link. */
  note?: string;
  children?: LlmsLink[];
}

export interface LlmsTxtInput {
  shopName: string;
  /** One sentence on the shop (the market's meta description). */
  summary: string;
  /** The market's language and currency, e.g. "English, prices in EUR". */
  market: string;
  /** Whether pages answer as Markdown (the `markdown` switch). */
  markdown: boolean;
  categories: readonly LlmsLink[];
  pages: readonly LlmsLink[];
  /** Machine-readable endpoints: feed, MCP, sitemap. */
  machine: readonly LlmsLink[];
  /** The llms.txt of the shop's other markets. */
  otherMarkets: readonly LlmsLink[];
}

function list(links: readonly LlmsLink[], depth = 0): string[] {
  return links.flatMap((link) => [
    `${'  '.repeat(depth)}- ${mdLink(link.name, link.href)}${link.note ? `: ${mdText(link.note)}` : ''}`,
    ...list(link.children ?? [], depth + 1),
  ]);
}

function section(title: string, links: readonly LlmsLink[]): string[] {
  return links.length > 0 ? ['', `## ${title}`, '', ...list(links)] : [];
}

export function llmsTxt(input: LlmsTxtInput): string {
  return [
    `# ${mdText(input.shopName)}`,
    '',
    `> ${mdText(input.summary)}`,
    '',
    `${mdText(input.market)}.${input.markdown ? ' Every page answers as Markdown to `Accept: text/markdown`.' : ''}`,
    ...section('Categories', input.categories),
    ...section('Key pages', input.pages),
    ...section('For agents', input.machine),
    ...section('Other languages', input.otherMarkets),
    '',
  ].join('\n');
}
