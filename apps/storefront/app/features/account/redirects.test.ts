import { describe, expect, it } from 'vitest';
import { afterLoginTarget, loginPathFor } from './redirects.ts';

describe('login redirects', () => {
  it('sends anonymous visitors to the login page of their locale with the wanted page', () => {
    expect(loginPathFor(new URL('http://shop.test/account/address?x=1'), 'en-GB')).toBe('/login?redirectTo=%2Faccount%2Faddress%3Fx%3D1');
    expect(loginPathFor(new URL('http://shop.test/pl-PL/account'), 'pl-PL')).toBe('/pl-PL/login?redirectTo=%2Fpl-PL%2Faccount');
  });

  it('goes back to same-origin paths only', () => {
    expect(afterLoginTarget('/account/profile', 'en-GB')).toBe('/account/profile');
    expect(afterLoginTarget('https://evil.test/', 'en-GB')).toBe('/account');
    expect(afterLoginTarget('//evil.test/', 'pl-PL')).toBe('/pl-PL/account');
    expect(afterLoginTarget('/\\evil.test', 'en-GB')).toBe('/account');
    expect(afterLoginTarget(undefined, 'de-DE')).toBe('/testde/account');
  });

  it('never loops back to the login or registration page', () => {
    expect(afterLoginTarget('/login?redirectTo=/account', 'en-GB')).toBe('/account');
    expect(afterLoginTarget('/pl-PL/register', 'pl-PL')).toBe('/pl-PL/account');
  });
});
