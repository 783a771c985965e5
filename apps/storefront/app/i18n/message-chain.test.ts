import { describe, expect, it } from 'vitest';
import { messageChain } from './message-chain.ts';

const CATALOGUES = ['de-DE', 'en-GB', 'fr-FR', 'pl-PL'];

describe('message chain', () => {
  it('takes a locale’s own catalogue, else its language’s, then English', () => {
    expect(messageChain('de-DE', CATALOGUES)).toEqual(['de-DE', 'en-GB']);
    expect(messageChain('de-AT', CATALOGUES)).toEqual(['de-AT', 'de-DE', 'en-GB']);
    expect(messageChain('fr-CA', CATALOGUES)).toEqual(['fr-CA', 'fr-FR', 'en-GB']);
    expect(messageChain('it-IT', CATALOGUES)).toEqual(['it-IT', 'en-GB']);
    expect(messageChain('en-GB', CATALOGUES)).toEqual(['en-GB']);
  });

  it('puts a market’s own fallback before its language’s', () => {
    expect(messageChain('de-CH', CATALOGUES, 'fr-FR')).toEqual(['de-CH', 'fr-FR', 'de-DE', 'en-GB']);
    expect(messageChain('lb-LU', CATALOGUES, 'de-AT')).toEqual(['lb-LU', 'de-AT', 'de-DE', 'en-GB']);
  });
});
