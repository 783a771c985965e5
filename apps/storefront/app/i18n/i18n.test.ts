import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CONFIG, installMerchantConfig } from '../lib/merchant/config.ts';
import { loadCatalogue } from './i18n.ts';

installMerchantConfig({
  ...DEMO_CONFIG,
  markets: [
    { locale: 'de-AT', prefix: 'at' },
    { locale: 'fr-BE', prefix: 'be' },
    { locale: 'nl-BE', prefix: 'nl', fallback: 'de-AT' },
  ],
  messages: {
    'de-DE': { 'footer.tagline': 'Für den Norden.', 'header.cart': 'Korb' },
    'de-AT': { 'header.cart': 'Einkaufswagerl' },
    'en-GB': { 'footer.tagline': 'For the north.', 'catalog.search.placeholder': 'Find gear …', 'merchant.notice.label': 'Note' },
  },
});
afterAll(() => installMerchantConfig(DEMO_CONFIG));

describe('a locale’s messages', () => {
  it('of a regional market: its own, then its language’s catalogue and the merchant’s messages for it; its plural rules are its own', async () => {
    const { t, language } = await loadCatalogue('de-AT');
    expect(language).toBe('de-AT');
    expect(t('header.cart')).toBe('Einkaufswagerl');
    expect(t('footer.tagline')).toBe('Für den Norden.');
    expect(t('header.account')).toBe('Konto');
    // English messages of the merchant do not cover German ones; their own components' words do fall through.
    expect(t('catalog.search.placeholder')).not.toBe('Find gear …');
    expect(t('merchant.notice.label')).toBe('Note');
  });

  it('of a language in progress: the merchant’s English where the catalogue shows English', async () => {
    const { t } = await loadCatalogue('fr-BE');
    expect(t('header.cart')).toBe('Panier');
    expect(t('catalog.search.placeholder')).toBe('Find gear …');
    expect(t('footer.tagline')).toBe('Les choses du quotidien, choisies avec soin et livrées rapidement.');
  });

  it('of a market with a fallback of its own', async () => {
    expect((await loadCatalogue('nl-BE')).t('header.cart')).toBe('Einkaufswagerl');
  });
});
