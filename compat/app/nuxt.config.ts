// The harness app: Shopware's published CMS layer and Nuxt module, nothing of Aisle's storefront.
// Endpoint and access key come from NUXT_PUBLIC_SHOPWARE_* at run time (compat/run.ts sets them).
export default defineNuxtConfig({
  compatibilityDate: '2025-07-15',
  extends: ['@shopware/composables/nuxt-layer', '@shopware/cms-base-layer'],
  modules: ['@shopware/nuxt-module'],
  shopware: { endpoint: 'http://127.0.0.1:8123/store-api', accessToken: 'SWSC-SET-AT-RUNTIME' },
  devtools: { enabled: false },
  telemetry: false,
});
