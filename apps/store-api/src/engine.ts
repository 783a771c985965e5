// Wires database, migrations, demo seed and HTTP app together; used by main.ts and the tests.
import type { FastifyInstance } from 'fastify';
import type { EngineConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './http/app.ts';
import { seedDemoShop } from './seed/seed.ts';
import { createMailer } from './domain/mail/mailer.ts';
import { createOutboxWorker, defaultDelivery, type OutboxWorker } from './domain/mail/outbox-worker.ts';
import { join } from 'node:path';
import { createCacheStore } from '@aisle/cache-store';
import { attachMemos } from './cache-store.ts';
import { configureSearchIndex, currentSearchIndex, stopSearchIndex } from './domain/catalog/products/search-index-store.ts';
import { Authenticator } from './domain/customer/authentication.ts';
import { Throttles } from './domain/throttles.ts';
import { filesystemStorage } from './storage/file-storage.ts';

export interface Engine {
  app: FastifyInstance;
  db: Database;
  /** Delivers queued mails; started unless `mailWorker: false` (tests drive it with runOnce). */
  outbox: OutboxWorker;
  close(): Promise<void>;
}

export interface EngineOptions {
  schema?: string;
  /** false: no background mail delivery (tests that drive the outbox worker themselves). */
  mailWorker?: boolean;
  /** Progress lines of a first seed; main.ts prints them so a first `npm start` is not silent. */
  onProgress?: (message: string) => void;
}

export async function createEngine(config: EngineConfig, options: EngineOptions = {}): Promise<Engine> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, schema: options.schema });
  // Media and paid downloads on folders several engines may share.
  const files = {
    media: filesystemStorage(config.mediaDir, { publicPrefix: 'media' }),
    downloads: filesystemStorage(config.downloadsDir ?? join(config.dataDir, 'downloads')),
  };
  // Several engines may boot on one empty PostgreSQL at once: one migrates and seeds, the others
  // wait for the lock and then find everything done.
  await db.exclusive('migrate-and-seed', async () => {
    await migrate(db);
    await seedDemoShop(db, {
      mediaDir: config.mediaDir,
      downloads: files.downloads,
      storefrontUrl: config.storefrontUrl,
      salesChannelType: config.salesChannelType,
      onProgress: options.onProgress,
      shop: config.shop,
    });
  });
  // Memos of JSON answers in Redis when configured: one engine computes, a write on any clears them for all.
  const memos = attachMemos(db, { namespace: `${config.redisPrefix}:memo`, redisUrl: config.redisUrl });
  configureSearchIndex(db, { enabled: config.searchIndex });
  // Each mail names its sender: the shop's configured name and address (domain/mail/compose.ts).
  const mailer = createMailer(db);
  const outbox = createOutboxWorker(db, defaultDelivery({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox') }));
  if (options.mailWorker !== false) outbox.start();
  // Login throttles in Redis when configured, so that every engine of a fleet counts the same failures.
  const stores = config.redisUrl
    ? ['login-account', 'login-client'].map((name) =>
        createCacheStore({ namespace: `${config.redisPrefix}:${name}`, redisUrl: config.redisUrl, label: 'store-api' }),
      )
    : [];
  const [perAccount, perClient] = stores;
  const authenticator = new Authenticator({
    ...(perAccount && perClient ? { stores: { perAccount, perClient } } : {}),
    ...(config.deviceSecret ? { deviceSecret: config.deviceSecret } : {}),
  });
  // Mail and promotion-code throttles: one store, keys prefixed per throttle.
  const throttleStore = config.redisUrl
    ? createCacheStore({ namespace: `${config.redisPrefix}:throttle`, redisUrl: config.redisUrl, label: 'store-api' })
    : undefined;
  if (throttleStore) stores.push(throttleStore);
  const throttles = new Throttles(throttleStore);
  const app = await buildApp({ db, config, mailer, authenticator, throttles, files });
  // The search index is built in the background from now on, so that the first shopper's search finds it ready.
  void currentSearchIndex(db).catch(() => undefined);
  return {
    app,
    db,
    outbox,
    close: async () => {
      await app.close();
      await outbox.stop();
      await stopSearchIndex(db);
      for (const store of [...stores, memos.local, memos.shared]) await store.close();
      await db.close();
    },
  };
}
