// docs/product-rules.md §8: on HTTP 412 (unknown access key / sales channel) a configuration hint is logged after 2 s.
// The delay keeps the hint after the request's own error output; one pending hint at a time avoids
// flooding the log when every request of a page fails the same way.
export const PRECONDITION_HINT_DELAY_MS = 2000;

export interface HintScheduler {
  onStatus(status: number, endpoint: string): void;
}

export function createPreconditionHintScheduler(log: (message: string) => void = console.warn): HintScheduler {
  let pending = false;
  return {
    onStatus(status, endpoint) {
      if (status !== 412 || pending) return;
      pending = true;
      const timer = setTimeout(() => {
        pending = false;
        log(
          `[storefront] The Store API at ${endpoint} answered 412 Precondition Failed. ` +
            'Check the API endpoint (SHOPWARE_ENDPOINT) and access key (SHOPWARE_ACCESS_KEY) configuration.',
        );
      }, PRECONDITION_HINT_DELAY_MS);
      timer.unref?.();
    },
  };
}
