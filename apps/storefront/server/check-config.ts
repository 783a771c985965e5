// `node server/check-config.ts`: reads and checks the merchant's configuration (and merchant/messages.ts)
// and the servers' variables as the storefront will, without the Store API, and prints the one line of the first problem. `npm start`
// runs it before it starts anything, so a bad file is said once, first, not after the engine's start.
import { ConfigError, readServerConfig } from '../app/lib/config.server.ts';
import { loadMerchantConfig } from './merchant-config.ts';

try {
  await loadMerchantConfig(process.env, { publicUrl: readServerConfig().publicUrl });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
