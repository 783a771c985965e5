// The express wallets of this shop: the merchant's map (merchant/index.ts), looked up by a payment
// method's technical name, what the buttons show, and the origins their forms lead to (the CSP's form-action).
import { expressWallets } from '../../../../merchant/index.ts';
import type { ExpressWalletDefinition, ExpressWallets } from './types.ts';

/** The shop's wallets; a test passes its own map where they are used. */
export const shopExpressWallets: ExpressWallets = expressWallets;

export function expressWalletIn(wallets: ExpressWallets, technicalName: string | undefined): ExpressWalletDefinition | undefined {
  if (!technicalName || !Object.hasOwn(wallets, technicalName)) return undefined;
  return wallets[technicalName];
}

/** What a button shows: the wallet's method, its words and colours. */
export interface ExpressButtonView {
  wallet: string;
  label: ExpressWalletDefinition['label'];
  colors: ExpressWalletDefinition['colors'];
}

export function expressButtons(wallets: ExpressWallets = shopExpressWallets): ExpressButtonView[] {
  return Object.entries(wallets).map(([wallet, { label, colors }]) => ({ wallet, label, colors }));
}

/** Where the express buttons' forms may lead (every page has the side cart): read by server.ts through the build. */
export function expressFormTargets(storeApiOrigin: string, wallets: ExpressWallets = shopExpressWallets): string[] {
  const origins = Object.values(wallets).flatMap((wallet) => wallet.formAction ?? []);
  return [...new Set(origins.map((origin) => (origin === 'store-api' ? storeApiOrigin : origin)))];
}
