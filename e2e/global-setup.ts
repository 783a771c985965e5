import type { TestProject } from 'vitest/node';
import { startShop } from './support/servers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    storefrontUrl: string;
    storeApiUrl: string;
    adminToken: string;
    outboxDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shop = await startShop();
  project.provide('storefrontUrl', shop.storefrontUrl);
  project.provide('storeApiUrl', shop.storeApiUrl);
  project.provide('adminToken', shop.adminToken);
  project.provide('outboxDir', shop.outboxDir);
  return shop.stop;
}
