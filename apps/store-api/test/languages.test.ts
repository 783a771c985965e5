// The operator's `languages add` (`POST /_admin/languages`): a language for every sales channel, as
// Shopware's Administration adds one; entities without a translation in it read the default language's.
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, call } from './support/engine.ts';
import { useTestEngine } from './support/test-engine.ts';

const engine = useTestEngine({ mailWorker: false });

async function addLanguage(body: unknown, token = ADMIN_TOKEN) {
  const response = await engine.app.inject({
    method: 'POST',
    url: '/_admin/languages',
    payload: JSON.stringify(body),
    headers: { 'x-aisle-admin-token': token, 'content-type': 'application/json' },
  });
  return { status: response.statusCode, body: response.json<{ id: string; code: string; created: boolean }>() };
}

type Languages = { elements: Array<{ id: string; name: string; translationCode?: { code: string } }> };

async function languageCodes(): Promise<string[]> {
  const { body } = await call(engine.app, '/language', { body: { associations: { translationCode: {} } } });
  return (body as Languages).elements.map((language) => language.translationCode?.code ?? '');
}

describe('languages add', () => {
  it('needs the admin token and a locale code', async () => {
    expect((await addLanguage({ code: 'fr-FR', name: 'Français' }, 'wrong')).status).toBe(403);
    expect((await addLanguage({ code: 'french', name: 'Français' })).status).toBe(400);
    expect((await addLanguage({ code: 'fr-FR', name: ' ' })).status).toBe(400);
    expect(await languageCodes()).not.toContain('fr-FR');
  });

  it('adds the language to the sales channel once, and the shop reads in it with the default language’s texts', async () => {
    const added = await addLanguage({ code: 'fr-FR', name: 'Français' });
    expect(added.status).toBe(200);
    expect(added.body.created).toBe(true);
    expect((await addLanguage({ code: 'fr-FR', name: 'Français' })).body).toEqual({ ...added.body, created: false });
    expect(await languageCodes()).toEqual(['en-GB', 'pl-PL', 'de-DE', 'fr-FR']);

    const english = await call(engine.app, '/navigation/main-navigation/main-navigation', { body: { depth: 1 } });
    const french = await call(engine.app, '/navigation/main-navigation/main-navigation', { body: { depth: 1 }, headers: { 'sw-language-id': added.body.id } });
    expect(french.status).toBe(200);
    const names = (result: { body: unknown }) => (result.body as Array<{ translated: { name: string } }>).map((category) => category.translated.name);
    expect(names(french)).toEqual(names(english));
    expect(names(french).length).toBeGreaterThan(0);
  });
});
