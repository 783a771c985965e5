// POST /vitals: Core Web Vitals of real shoppers, sent by the browser's reporter with navigator.sendBeacon
// (ADR 0060), counted into histograms on /metrics by page type. A public endpoint anyone can post to, so it
// takes little and trusts nothing: a small body read up to a cap, only known metrics and page types within
// bounds (app/features/analytics/vitals.ts), a few beacons per client and minute, and only from a browser whose
// consent cookie allows statistics. Junk is answered 4xx, never 5xx, and never reaches a metric.
import type { Request, RequestHandler } from 'express';
import { Histogram, type Registry } from 'prom-client';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { CONSENT_COOKIE, decodeConsent } from '../app/features/consent/consent.ts';
import { parseVitalsBeacon, VITAL_NAMES, VITAL_SPECS, VITALS_MAX_BODY_BYTES, type VitalName } from '../app/features/analytics/vitals.ts';
import { readCookie } from '../app/lib/http/cookies.ts';

/** Histogram names on /metrics (docs/architecture.md §5). */
const VITAL_METRICS: Readonly<Record<VitalName, { name: string; help: string }>> = {
  LCP: { name: 'aisle_storefront_web_vitals_lcp_seconds', help: 'Largest Contentful Paint of shoppers who allowed statistics, by page type' },
  INP: { name: 'aisle_storefront_web_vitals_inp_seconds', help: 'Interaction to Next Paint of shoppers who allowed statistics, by page type' },
  CLS: { name: 'aisle_storefront_web_vitals_cls', help: 'Cumulative Layout Shift of shoppers who allowed statistics, by page type' },
};

interface VitalsOptions {
  registry: Registry;
  /** Beacons one client address may send per minute (a page sends one to three). */
  perMinute?: number;
}

type BodyResult = { body: string } | { status: 400 | 413 };

/** The body as text, read no further than the cap (the declared length is checked first, then what arrives). */
function readSmallBody(request: Request, cap: number): Promise<BodyResult> {
  const declared = Number(request.get('content-length') ?? 0);
  if (declared > cap) return Promise.resolve({ status: 413 });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        // Stop reading; the answer closes the connection rather than draining an unbounded body.
        request.pause();
        settle({ status: 413 });
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => settle({ body: Buffer.concat(chunks).toString('utf8') }));
    request.on('error', () => settle({ status: 400 }));
  });
}

export function vitalsEndpoint({ registry, perMinute = 30 }: VitalsOptions): RequestHandler {
  const histograms = Object.fromEntries(
    VITAL_NAMES.map((name) => [
      name,
      new Histogram({ ...VITAL_METRICS[name], labelNames: ['page_type'], buckets: [...VITAL_SPECS[name].buckets], registers: [registry] }),
    ]),
  ) as Record<VitalName, Histogram<'page_type'>>;
  const limiter = new RateLimiterMemory({ keyPrefix: 'vitals', points: perMinute, duration: 60 });

  return async (request, response) => {
    response.set('cache-control', 'no-store');
    const allowed = await limiter.consume(request.ip ?? request.socket.remoteAddress ?? 'unknown').then(
      () => true,
      () => false,
    );
    if (!allowed) {
      response.status(429).set('retry-after', '60').end();
      return;
    }
    const read = await readSmallBody(request, VITALS_MAX_BODY_BYTES);
    if ('status' in read) {
      if (read.status === 413) response.set('connection', 'close');
      response.status(read.status).end();
      return;
    }
    const beacon = parseVitalsBeacon(read.body);
    if (!beacon) {
      response.status(400).end();
      return;
    }
    // The browser sends only after consent; a beacon without it (a forged one, a choice withdrawn in another tab) is not counted.
    const consent = decodeConsent(readCookie(request.get('cookie') ?? null, CONSENT_COOKIE));
    if (consent?.statistics === true) {
      for (const sample of beacon.samples) histograms[sample.name].observe({ page_type: beacon.pageType }, sample.value);
    }
    response.status(204).end();
  };
}
