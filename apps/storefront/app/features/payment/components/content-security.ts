// The Content-Security-Policy sources of a set of payment components, with `'store-api'` resolved.
import type { PaymentComponentDefinition } from './types.ts';

export interface PaymentSources {
  frameSrc: string[];
  scriptSrc: string[];
  connectSrc: string[];
  formAction: string[];
}

/** A source is an origin (scheme, host, port) or a host wildcard; nothing that could widen the policy to any host. */
const SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i;

export function paymentSources(definitions: readonly PaymentComponentDefinition[], storeApiOrigin: string): PaymentSources {
  const collect = (pick: (csp: NonNullable<PaymentComponentDefinition['contentSecurityPolicy']>) => readonly string[] | undefined) => {
    const sources = definitions.flatMap((definition) => (definition.contentSecurityPolicy ? (pick(definition.contentSecurityPolicy) ?? []) : []));
    const resolved = sources.map((source) => (source === "'store-api'" ? storeApiOrigin : source)).filter((source) => SOURCE.test(source));
    return [...new Set(resolved)];
  };
  return {
    frameSrc: collect((csp) => csp.frameSrc),
    scriptSrc: collect((csp) => csp.scriptSrc),
    connectSrc: collect((csp) => csp.connectSrc),
    formAction: collect((csp) => csp.formAction),
  };
}
