// What the demo engine's "Test wallet" decides without a database (docs/payment-gateway.md, "Express
// checkout"): who the test payer is, which return addresses a wallet order may send the shopper to,
// and whether a wallet order still pays what a transaction asks.

/** The payer a wallet hands back after approval: name, e-mail and the shipping address (ISO country code). */
export interface WalletPayer {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  zipcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, as PayPal's `country_code`. */
  countryIso: string;
}

const PAYERS: Readonly<Record<string, Omit<WalletPayer, 'countryIso'>>> = {
  DE: { firstName: 'Alex', lastName: 'Wallet', email: 'test-wallet@example.com', street: 'Teststraße 1', zipcode: '10115', city: 'Berlin' },
  AT: { firstName: 'Alex', lastName: 'Wallet', email: 'test-wallet@example.com', street: 'Testgasse 1', zipcode: '1010', city: 'Wien' },
  PL: { firstName: 'Alex', lastName: 'Wallet', email: 'test-wallet@example.com', street: 'ul. Testowa 1', zipcode: '00-001', city: 'Warszawa' },
  GB: { firstName: 'Alex', lastName: 'Wallet', email: 'test-wallet@example.com', street: '1 Test Street', zipcode: 'EC1A 1BB', city: 'London' },
};

/** The test payer of a country (the shop's), else the German one: the wallet's "account" the shopper approves with. */
export function testPayerFor(countryIso: string | undefined): WalletPayer {
  const iso = countryIso && countryIso in PAYERS ? countryIso : 'DE';
  return { ...PAYERS[iso]!, countryIso: iso };
}

/** A payer as stored (jsonb), or null when it is not one. */
export function walletPayerOf(value: unknown): WalletPayer | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const keys = ['firstName', 'lastName', 'email', 'street', 'zipcode', 'city', 'countryIso'] as const;
  if (!keys.every((key) => typeof record[key] === 'string' && record[key] !== '')) return null;
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as unknown as WalletPayer;
}

/**
 * A return or cancel address of a wallet order: absolute http(s), on one of the shop's origins (its
 * domains, the configured storefront URL). Anything else is refused, so the gateway never becomes an
 * open redirect to a stranger's site.
 */
export function shopReturnUrl(value: unknown, shopOrigins: ReadonlySet<string>): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return shopOrigins.has(url.origin) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** `url` with `token` (and the outcome) added to its query, as PayPal adds `token` to its return URL. */
export function withWalletToken(url: string, token: string, outcome?: 'cancelled'): string {
  const target = new URL(url);
  target.searchParams.set('token', token);
  if (outcome) target.searchParams.set('outcome', outcome);
  return target.toString();
}

/** What a wallet order is bound to at payment time. */
export interface WalletBinding {
  salesChannelId: string;
  customerId: string | null;
  amount: number;
  currency: string;
}

/** Whether a wallet order bound to `binding` may pay `order`'s transaction: same shop, customer, currency, amount to the cent. */
export function walletPays(binding: WalletBinding, order: { salesChannelId: string; customerId: string | null; amount: number; currency: string }): boolean {
  return (
    binding.salesChannelId === order.salesChannelId &&
    binding.customerId !== null &&
    binding.customerId === order.customerId &&
    binding.currency === order.currency &&
    Math.abs(binding.amount - order.amount) < 0.005
  );
}
