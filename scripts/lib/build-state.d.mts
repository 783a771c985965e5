/** Whether the storefront build in `appDir` is older than its sources (app/, merchant/, public/, configs). */
export function isBuildStale(appDir: string): boolean;
