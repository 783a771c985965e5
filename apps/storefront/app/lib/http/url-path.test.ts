import { describe, expect, it } from 'vitest';
import { encodePath } from './url-path.ts';

describe('encodePath', () => {
  it('encodes non-ASCII letters, spaces and URL delimiters per segment, keeping slashes', () => {
    expect(encodePath('/Odzież/Koszule i bluzki/')).toBe('/Odzie%C5%BC/Koszule%20i%20bluzki/');
    expect(encodePath('/Sale?/50%#1')).toBe('/Sale%3F/50%25%231');
  });

  it('leaves plain and already encoded paths as they are', () => {
    expect(encodePath('/Clothing/Shirts/')).toBe('/Clothing/Shirts/');
    expect(encodePath('/Odzie%C5%BC/')).toBe('/Odzie%C5%BC/');
    expect(encodePath('/')).toBe('/');
  });
});
