import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_BANK_ACCOUNT, DEMO_CONFIG } from '../app/lib/merchant/config.ts';
import { loadMerchantConfig, marketHostProblem, validateConfig } from './merchant-config.ts';
import { marketProblem } from './market-check.ts';

const message = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return 'no error';
};

describe('merchant configuration', () => {
  it('is the demo shop when nothing is set', () => {
    const config = validateConfig({});
    expect(config.brand.name).toBe('Aisle');
    expect(config.markets).toEqual(DEMO_CONFIG.markets);
    expect(config.features).toEqual(DEMO_CONFIG.features);
  });

  it('names the key and the value of a bad entry in one line', () => {
    expect(message(() => validateConfig({ brand: { colors: { primary: 'not-a-colour' } } }))).toBe(
      'aisle.config: brand.colors.primary: is no CSS colour (got "not-a-colour")',
    );
    const twoOnOnePrefix = {
      markets: [
        { locale: 'en-GB', prefix: 'shop' },
        { locale: 'de-DE', prefix: 'shop' },
      ],
    };
    expect(message(() => validateConfig(twoOnOnePrefix))).toBe('aisle.config: markets.1.prefix: is the prefix of markets.0 too (got "shop")');
    expect(message(() => validateConfig({ markets: [{ locale: 'en', prefix: '' }] }))).toBe(
      'aisle.config: markets.0.locale: is no locale code like en-GB (got "en")',
    );
    // An unknown key: its dotted path and the known key it is nearest to, without repeating its value.
    expect(message(() => validateConfig({ brand: { nmae: 'x' } }))).toBe('aisle.config: brand.nmae: unknown key (did you mean brand.name?)');
    expect(message(() => validateConfig({ brand: { colour: { primary: 'red' } } }))).toBe(
      'aisle.config: brand.colour: unknown key (did you mean brand.colors?)',
    );
    expect(message(() => validateConfig({ markets: [{ locale: 'de-AT', prefix: 'at', lable: 'Österreich' }] }))).toBe(
      'aisle.config: markets.0.lable: unknown key (did you mean markets.0.label?)',
    );
    expect(message(() => validateConfig({ shipping: {} }))).toBe('aisle.config: shipping: unknown key');
    expect(message(() => validateConfig({ brand: { colors: { primary: 'red;}body{x:y' } } }))).toContain('is no CSS colour');
    expect(message(() => validateConfig({ markets: [] }))).toContain('markets:');
  });

  it('has the demo’s contact and bank account unless the merchant names theirs; the holder defaults to the brand', async () => {
    const demo = validateConfig({});
    expect(demo.brand.contactEmail).toBe('service@aisle.example');
    expect(demo.payment.bankAccount).toEqual(DEMO_BANK_ACCOUNT);
    const dir = mkdtempSync(join(tmpdir(), 'aisle-bank-'));
    const own = join(dir, 'own.json');
    const account = { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', bank: 'Commerzbank' };
    writeFileSync(own, JSON.stringify({ brand: { name: 'Corner Shop', contactEmail: 'hello@corner.example' }, payment: { bankAccount: account } }));
    const loaded = await loadMerchantConfig({ AISLE_CONFIG: own });
    expect(loaded.public.brand.contactEmail).toBe('hello@corner.example');
    expect(loaded.public.payment.bankAccount).toEqual({ ...account, holder: 'Corner Shop' });
    expect(loaded.warnings).toEqual([]);
    // Another brand that forgot its account is told at start.
    const forgot = join(dir, 'forgot.json');
    writeFileSync(forgot, JSON.stringify({ brand: { name: 'Corner Shop' } }));
    expect((await loadMerchantConfig({ AISLE_CONFIG: forgot })).warnings).toEqual([
      'payment.bankAccount: prepayment orders of "Corner Shop" name the demo\'s bank account (DE02 1203 0000 0000 2020 51); set your own',
    ]);
    expect(message(() => validateConfig({ payment: { bankAccount: { ...account, iban: '12345' } } }))).toBe(
      'aisle.config: payment.bankAccount.iban: is no IBAN like DE02 1203 0000 0000 2020 51 (got "12345")',
    );
    expect(message(() => validateConfig({ brand: { contactEmail: 'service' } }))).toBe(
      'aisle.config: brand.contactEmail: is no e-mail address (got "service")',
    );
    // Payment gateways: https origins only, where "Submit order" may lead.
    expect(validateConfig({ payment: { gateways: ['https://www.paypal.com'] } }).payment.gateways).toEqual(['https://www.paypal.com']);
    expect(message(() => validateConfig({ payment: { gateways: ['http://pay.example'] } }))).toContain('payment.gateways.0: must be an https:// origin');
    expect(message(() => validateConfig({ payment: { gateways: ['https://pay.example/checkout'] } }))).toContain(
      'payment.gateways.0: must be an origin only (https://host, no path)',
    );
  });

  it('takes a host per market, one market per host and prefix, and PUBLIC_URL for the markets without one', async () => {
    const de = { locale: 'de-DE', host: 'shop.example.de', prefix: '' };
    const markets = [{ locale: 'en-GB', prefix: '' }, de];
    expect(validateConfig({ markets }).markets[1]).toEqual(de);
    expect(message(() => validateConfig({ markets: [...markets, { locale: 'pl-PL', host: 'shop.example.de', prefix: '' }] }))).toBe(
      'aisle.config: markets.2.prefix: is the prefix of markets.1 on shop.example.de too (got "")',
    );
    // The same prefix on another host is another market.
    expect(validateConfig({ markets: [...markets, { locale: 'pl-PL', host: 'shop.example.pl', prefix: '' }] }).markets).toHaveLength(3);
    expect(message(() => validateConfig({ markets: [{ locale: 'de-DE', host: 'https://Shop.example.de:443', prefix: '' }] }))).toBe(
      'aisle.config: markets.0.host: is no host name like shop.example.de (lower case, no scheme or port) (got "https://Shop.example.de:443")',
    );
    expect(marketHostProblem(validateConfig({ markets }).markets, undefined)).toBe(
      'markets.1.host: the markets without a host need PUBLIC_URL, their address for links from "shop.example.de" (got "shop.example.de")',
    );
    expect(marketHostProblem(validateConfig({ markets }).markets, 'https://shop.example.de')).toBe(
      'markets.1.host: is PUBLIC_URL\'s host, where the markets without a host are served (got "shop.example.de")',
    );
    expect(marketHostProblem(validateConfig({ markets }).markets, 'https://shop.example.com')).toBeUndefined();
    expect(marketHostProblem(validateConfig({ markets: [de] }).markets, undefined)).toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), 'aisle-hosts-'));
    const file = join(dir, 'hosts.json');
    writeFileSync(file, JSON.stringify({ markets }));
    await expect(loadMerchantConfig({ AISLE_CONFIG: file })).rejects.toThrow('markets.1.host: the markets without a host need PUBLIC_URL');
    const loaded = await loadMerchantConfig({ AISLE_CONFIG: file }, { publicUrl: 'https://shop.example.com/' });
    expect(loaded.public.publicOrigin).toBe('https://shop.example.com');
    expect((await loadMerchantConfig({}, { publicUrl: 'https://shop.example.com' })).public).not.toHaveProperty('publicOrigin');
  });

  it('takes CSS colours in any syntax a browser does', () => {
    for (const colour of ['#0f5f58', 'rebeccapurple', 'rgb(10 20 30)', 'oklch(45% 0.1 180)', 'hsl(200deg 50% 30%)']) {
      expect(validateConfig({ brand: { colors: { primary: colour } } }).brand.colors.primary).toBe(colour);
    }
  });

  it('refuses a market whose language the Store API lacks', () => {
    const facts = { languages: ['en-GB', 'de-DE'], currencies: ['EUR'] };
    expect(marketProblem([{ locale: 'en-GB', prefix: '' }], facts)).toBeUndefined();
    expect(
      marketProblem(
        [
          { locale: 'en-GB', prefix: '' },
          { locale: 'fr-FR', prefix: 'fr' },
        ],
        facts,
      ),
    ).toBe('markets.1.locale: no such language in the Store API (got "fr-FR"; it has en-GB, de-DE)');
    expect(marketProblem([{ locale: 'de-DE', prefix: '', currency: 'CHF' }], facts)).toContain('markets.0.currency: no such currency');
  });

  it('reads .json, .ts and .js files named by AISLE_CONFIG, and warns about a primary colour too light for white text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aisle-config-'));
    writeFileSync(join(dir, 'shop.json'), JSON.stringify({ brand: { name: 'Aisle', colors: { primary: 'gold' } } }));
    writeFileSync(join(dir, 'shop.ts'), "export default { brand: { name: 'Ts Shop' } as const };\n");
    writeFileSync(join(dir, 'shop.js'), "export default { brand: { colors: { primary: '#b3261e' } } };\n");
    const json = await loadMerchantConfig({ AISLE_CONFIG: join(dir, 'shop.json') });
    expect(json.public.brand.name).toBe('Aisle');
    expect(json.warnings).toEqual([expect.stringContaining('brand.colors.primary "gold"')]);
    expect((await loadMerchantConfig({ AISLE_CONFIG: join(dir, 'shop.ts') })).public.brand.name).toBe('Ts Shop');
    const js = await loadMerchantConfig({ AISLE_CONFIG: join(dir, 'shop.js') });
    expect(js.warnings).toEqual([]);
    expect(js.public.themeCss).toContain('--color-accent:#b3261e');
    await expect(loadMerchantConfig({ AISLE_CONFIG: join(dir, 'missing.json') })).rejects.toThrow('AISLE_CONFIG: no such file');
  });

  it('takes analytics from the file, and STOREFRONT_ANALYTICS only when the environment sets it', async () => {
    // The demo's aisle.config.ts shows the cookie prompt: nothing in the environment (npm start sets nothing) turns it on.
    const demo = await loadMerchantConfig({});
    expect(demo.public.features.analytics).toBe(true);
    expect(demo.public.themeCss).toBe('');
    const dir = mkdtempSync(join(tmpdir(), 'aisle-analytics-'));
    const off = join(dir, 'off.json');
    writeFileSync(off, JSON.stringify({ features: { analytics: false } }));
    expect((await loadMerchantConfig({ AISLE_CONFIG: off })).public.features.analytics).toBe(false);
    expect((await loadMerchantConfig({ AISLE_CONFIG: off, STOREFRONT_ANALYTICS: '' })).public.features.analytics).toBe(false);
    expect((await loadMerchantConfig({ AISLE_CONFIG: off, STOREFRONT_ANALYTICS: '1' })).public.features.analytics).toBe(true);
    expect((await loadMerchantConfig({ AISLE_CONFIG: off, STOREFRONT_GTM_ID: 'GTM-AB12CD3' })).public.features.analytics).toBe(true);
    expect((await loadMerchantConfig({ STOREFRONT_ANALYTICS: '0' })).public.features.analytics).toBe(false);
  });

  it('takes messages per locale by catalogue key, dotted or nested, with or without the part’s name, and names an unknown one', () => {
    const { messages } = validateConfig({
      messages: {
        'en-GB': { 'common.footer.tagline': 'Gear for the north.', cart: { link: { count_one: '{{count}} item' } } },
        'de-AT': { footer: { tagline: 'Servus.' } },
      },
    });
    expect(messages).toEqual({
      'en-GB': { 'footer.tagline': 'Gear for the north.', 'cart.link.count_one': '{{count}} item' },
      'de-AT': { 'footer.tagline': 'Servus.' },
    });
    expect(message(() => validateConfig({ messages: { 'de-DE': { 'common.footer.tagelin': 'x' } } }))).toBe(
      'aisle.config: messages.de-DE.common.footer.tagelin: no such message (did you mean common.footer.tagline?)',
    );
    expect(message(() => validateConfig({ messages: { 'de-DE': { footer: { tagline: 3 } } } }))).toBe(
      'aisle.config: messages.de-DE.footer.tagline: is no text (got 3)',
    );
    expect(message(() => validateConfig({ messages: { german: {} } }))).toContain('messages.german');
  });

  it('says what a .ts configuration threw and where; refuses a logo file that is not there, naming brand.logo', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aisle-own-'));
    const throwing = join(dir, 'throws.config.ts');
    writeFileSync(throwing, 'const region: string = JSON.parse(process.env.NO_SUCH_VARIABLE as string);\nexport default { brand: { name: region } };\n');
    expect(await loadMerchantConfig({ AISLE_CONFIG: throwing }).catch((error: Error) => error.message)).toBe(
      `${throwing}: threw SyntaxError: "undefined" is not valid JSON (at ${throwing}:1:29)`,
    );
    const noLogo = join(dir, 'no-logo.json');
    writeFileSync(noLogo, JSON.stringify({ brand: { logo: './logo.svg' } }));
    expect(await loadMerchantConfig({ AISLE_CONFIG: noLogo }).catch((error: Error) => error.message)).toBe(
      `${noLogo}: brand.logo: no such file (looked for ${join(dir, 'logo.svg')}) (got "./logo.svg")`,
    );
    writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const loaded = await loadMerchantConfig({ AISLE_CONFIG: noLogo });
    expect(loaded.public.brand.logo).toMatch(/^\/merchant-assets\/logo-[0-9a-f]{10}\.svg$/);
    expect([...loaded.assets]).toEqual([[loaded.public.brand.logo, join(dir, 'logo.svg')]]);
    writeFileSync(noLogo, JSON.stringify({ brand: { logo: '/no-such-logo.svg' } }));
    expect(await loadMerchantConfig({ AISLE_CONFIG: noLogo }).catch((error: Error) => error.message)).toContain(
      'brand.logo: no such file in apps/storefront/public/',
    );
  });

  it('puts the folder’s messages under the configuration’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aisle-words-'));
    const file = join(dir, 'words.json');
    writeFileSync(file, JSON.stringify({ messages: { 'de-DE': { 'merchant.notice.label': 'Achtung' } } }));
    const { public: shown } = await loadMerchantConfig({ AISLE_CONFIG: file });
    expect(shown.messages?.['de-DE']?.['merchant.notice.label']).toBe('Achtung');
    expect(shown.messages?.['en-GB']?.['merchant.notice.label']).toBe('Note');
  });
});
