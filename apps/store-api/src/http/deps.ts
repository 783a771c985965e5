import type { EngineConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Authenticator } from '../domain/customer/authentication.ts';
import type { Mailer } from '../domain/mail/mailer.ts';
import type { Throttles } from '../domain/throttles.ts';
import type { FileStorage } from '../storage/file-storage.ts';

export interface AppDeps {
  db: Database;
  config: Pick<EngineConfig, 'publicUrl' | 'adminToken' | 'storefrontUrl' | 'dataDir' | 'trustedProxies' | 'logLevel'> &
    Partial<Pick<EngineConfig, 'metricsAllow' | 'metricsToken'>>;
  mailer: Mailer;
  /** Media (public) and paid download files (private), on a folder several engines may share. */
  files: { media: FileStorage; downloads: FileStorage };
  /** Login verification with its throttles (shared through Redis by a fleet); a fresh in-memory one when absent. */
  authenticator?: Authenticator;
  /** Throttles of mail-sending forms and promotion codes (shared through Redis by a fleet); fresh in-memory ones when absent. */
  throttles?: Throttles;
}
