// Header suggestions beyond products (ADR 0028): the shop's categories and content pages whose names match
// what is typed — every typed word starts a word of the name, accents and hyphens aside ("runn" → Running,
// "shipping" → Shipping and payment, "tshirt" → T-Shirts). Pure; the trees come from the navigation.
import type { NavigationLink } from '../navigation/index.ts';

export interface Destination {
  name: string;
  href: string;
}

const MAX_PER_GROUP = 3;

/** Lower case, accents removed, words split at anything that is neither letter nor digit. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Every typed word starts a word of the name, or of the name's words run together ("tshirt" → "T-Shirts"). */
export function nameMatches(name: string, term: string): boolean {
  const typed = words(term);
  if (typed.length === 0) return false;
  const nameWords = words(name);
  const starts = nameWords.map((_, index) => nameWords.slice(index).join(''));
  return typed.every((word) => starts.some((start) => start.startsWith(word)));
}

/** The entries with a link (folders and external links left out), depth first. */
export function flattenLinks(links: readonly NavigationLink[]): Destination[] {
  return links.flatMap((link) => [...(link.href && !link.external ? [{ name: link.name, href: link.href }] : []), ...flattenLinks(link.children ?? [])]);
}

/** At most three destinations matching the term or, failing that, the engine's correction of it. */
export function matchDestinations(destinations: readonly Destination[], term: string, correctedTerm?: string): Destination[] {
  const seen = new Set<string>();
  const unique = destinations.filter((destination) => !seen.has(destination.href) && seen.add(destination.href));
  const direct = unique.filter((destination) => nameMatches(destination.name, term));
  const found = direct.length > 0 || !correctedTerm ? direct : unique.filter((destination) => nameMatches(destination.name, correctedTerm));
  return found.slice(0, MAX_PER_GROUP);
}
