import { describe, expect, it } from 'vitest';
import { isHostileRequestTarget } from './hostile-input.ts';

describe('isHostileRequestTarget', () => {
  it.each(['/search?search=a%00b', '/%00', '/login?redirectTo=%2F%00x', '/search?search=%ff', '/%E0%A4%A', '/x?%00=1', '/a%ed%a0%80b'])(
    'refuses %s',
    (target) => {
      expect(isHostileRequestTarget(target)).toBe(true);
    },
  );

  it.each(['/', '/search?search=a+b', '/de-DE/Gr%C3%B6%C3%9Fe/', '/login?redirectTo=%2Faccount%3Fx%3D1', '/search?search=%E6%97%A5%E6%9C%AC&p=2'])(
    'accepts %s',
    (target) => {
      expect(isHostileRequestTarget(target)).toBe(false);
    },
  );
});
