// What Lighthouse's simulated throttling (Lantern) puts into its largest-contentful-paint estimate, read off a
// report. Lantern replays one fast, unthrottled load at the mobile limits; for LCP it keeps every request that
// finished before the LCP paint of that load, whatever its priority, and leaves out only low-priority images
// (@paulirish/trace_engine, lantern/metrics/LargestContentfulPaint.js). On localhost every script is down
// long before the first paint, so all of them count, as if the paint had waited for them.
import type { Result } from 'lighthouse';

interface RequestRow {
  resourceType?: string;
  priority?: string;
  transferSize?: number;
  networkEndTime?: number;
}

interface MetricsRow {
  observedLargestContentfulPaint?: number;
}

/** The rows of a table audit (`network-requests`, `metrics` …); none when the audit is missing. */
export function itemsOf<T>(lhr: Result, id: string): T[] {
  const details = lhr.audits[id]?.details;
  return (details && 'items' in details ? details.items : []) as unknown as T[];
}

export interface LcpGraphShare {
  /** Milliseconds after navigation start when the unthrottled load painted its LCP. */
  observedLcp: number;
  /** kB (1024 bytes, on the wire) and request count per resource type counted before that paint. */
  byType: Map<string, { kB: number; count: number }>;
  totalKB: number;
}

/** The requests Lantern's LCP graph holds: ended by the observed LCP, low-priority images aside. */
export function lcpGraphShare(lhr: Result): LcpGraphShare | undefined {
  const observedLcp = itemsOf<MetricsRow>(lhr, 'metrics')[0]?.observedLargestContentfulPaint;
  if (observedLcp === undefined) return undefined;
  const byType = new Map<string, { kB: number; count: number }>();
  let totalKB = 0;
  for (const row of itemsOf<RequestRow>(lhr, 'network-requests')) {
    const lowImage = row.resourceType === 'Image' && (row.priority === 'Low' || row.priority === 'VeryLow');
    if (lowImage || row.networkEndTime === undefined || row.networkEndTime > observedLcp) continue;
    const type = row.resourceType ?? 'Other';
    const kB = (row.transferSize ?? 0) / 1024;
    const entry = byType.get(type) ?? { kB: 0, count: 0 };
    byType.set(type, { kB: entry.kB + kB, count: entry.count + 1 });
    totalKB += kB;
  }
  return { observedLcp, byType, totalKB };
}

/** `observed LCP 192 ms; counted: Script 153.2 kB (10), Document 24.3 kB (1) … = 190.1 kB`. */
export function describeLcpGraph(share: LcpGraphShare): string {
  const parts = [...share.byType].sort((a, b) => b[1].kB - a[1].kB).map(([type, { kB, count }]) => `${type} ${kB.toFixed(1)} kB (${count})`);
  return `observed LCP ${Math.round(share.observedLcp)} ms; counted: ${parts.join(', ')} = ${share.totalKB.toFixed(1)} kB`;
}

/**
 * The SEO score without the `is-crawlable` audit, for pages kept out of the index on purpose (search
 * results carry `noindex, follow`, as Shopware's storefront does): Lighthouse weighs the audits equally.
 */
export function seoScoreIndexAside(lhr: Result): number {
  const refs = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.weight > 0 && ref.id !== 'is-crawlable');
  let weighted = 0;
  let weights = 0;
  for (const ref of refs) {
    const score = lhr.audits[ref.id]?.score;
    if (score === null || score === undefined) continue;
    weighted += score * ref.weight;
    weights += ref.weight;
  }
  return weights === 0 ? 0 : Math.round((weighted / weights) * 100);
}
