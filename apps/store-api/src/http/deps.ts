import type { EngineConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Authenticator } from '../domain/customer/authentication.ts';
import type { Mailer } from '../domain/mail/mailer.ts';

export interface AppDeps {
  db: Database;
  config: Pick<EngineConfig, 'publicUrl' | 'mediaDir' | 'adminToken' | 'storefrontUrl' | 'dataDir' | 'trustedProxies' | 'logLevel'>;
  mailer: Mailer;
  /** Login verification with its throttles (shared through Redis by a fleet); a fresh in-memory one when absent. */
  authenticator?: Authenticator;
}
