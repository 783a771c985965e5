import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { describeLcpGraph, lcpGraphShare, seoScoreIndexAside } from './lantern.ts';

/** The parts of a Lighthouse report the helpers read; the rest of a report does not matter to them. */
function report(parts: { observedLcp?: number; requests?: object[]; seo?: Array<[string, number, number | null]> }): Result {
  const table = (items: object[]) => ({ details: { type: 'table', headings: [], items } });
  const audits: Record<string, object> = {
    metrics: table(parts.observedLcp === undefined ? [] : [{ observedLargestContentfulPaint: parts.observedLcp }]),
    'network-requests': table(parts.requests ?? []),
  };
  for (const [id, , score] of parts.seo ?? []) audits[id] = { id, score };
  const seo = { auditRefs: (parts.seo ?? []).map(([id, weight]) => ({ id, weight })) };
  return { audits, categories: { seo } } as unknown as Result;
}

describe('lcpGraphShare', () => {
  it('counts what ended by the observed LCP, leaving out low-priority images and what came later', () => {
    const share = lcpGraphShare(
      report({
        observedLcp: 200,
        requests: [
          { resourceType: 'Document', priority: 'VeryHigh', transferSize: 20480, networkEndTime: 20 },
          { resourceType: 'Script', priority: 'High', transferSize: 10240, networkEndTime: 110 },
          { resourceType: 'Script', priority: 'Low', transferSize: 5120, networkEndTime: 120 },
          { resourceType: 'Image', priority: 'High', transferSize: 4096, networkEndTime: 80 },
          { resourceType: 'Image', priority: 'Low', transferSize: 8192, networkEndTime: 90 },
          { resourceType: 'Script', priority: 'High', transferSize: 9999, networkEndTime: 260 },
        ],
      }),
    );
    expect(share?.totalKB).toBe(39);
    expect(share?.byType.get('Script')).toEqual({ kB: 15, count: 2 });
    expect(share?.byType.get('Image')).toEqual({ kB: 4, count: 1 });
    expect(share && describeLcpGraph(share)).toBe('observed LCP 200 ms; counted: Document 20.0 kB (1), Script 15.0 kB (2), Image 4.0 kB (1) = 39.0 kB');
  });

  it('has nothing to say without an observed LCP', () => {
    expect(lcpGraphShare(report({ requests: [] }))).toBeUndefined();
  });
});

describe('seoScoreIndexAside', () => {
  it('scores the weighted audits other than is-crawlable, skipping those without a score', () => {
    const lhr = report({
      seo: [
        ['is-crawlable', 4.043, 0],
        ['document-title', 1, 1],
        ['meta-description', 1, 0],
        ['hreflang', 1, 1],
        ['manual-check', 0, null],
      ],
    });
    expect(seoScoreIndexAside(lhr)).toBe(67);
  });
});
