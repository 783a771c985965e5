// rate-limiter-flexible's base class of its stores, which its typings declare but its index does not
// export at run time; domain/customer/rate-limit.ts builds its bounded memory store on it.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible';

  const StoreAbstract: typeof RateLimiterStoreAbstract;
  export default StoreAbstract;
}
