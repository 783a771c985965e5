// The demo engine's "Test wallet" as an express wallet (docs/payment-gateway.md, "Express checkout"): its
// Store API routes are modelled on SwagPayPal's, so a real provider's definition looks the same
// (docs/cookbook/express-wallet.md wires PayPal Express this way).
import type { ExpressWalletDefinition } from '../../../app/features/payment/express/types.ts';

export const testWallet: ExpressWalletDefinition = {
  label: 'payment.express.testWallet',
  // The demo wallet's own brand: deep violet with white text (contrast 8.6:1).
  colors: { background: '#4c1d95', text: '#ffffff' },
  async start(api, { returnUrl, cancelUrl }) {
    const { data } = await api.invoke('testWalletCreateOrder post /test-wallet/express/create-order', { body: { returnUrl, cancelUrl } });
    return { redirectUrl: data.redirectUrl };
  },
  async prepare(api, token) {
    await api.invoke('testWalletPrepareCheckout post /test-wallet/express/prepare-checkout', { body: { token } });
  },
  paymentDetails: (token) => ({ walletToken: token }),
  // The approval page is on the engine's origin, beside its demo gateway.
  formAction: ['store-api'],
};
