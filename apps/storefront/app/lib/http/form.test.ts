import { describe, expect, it } from 'vitest';
import { readFormData } from './form.ts';

const post = (body: string, contentType: string) => new Request('http://shop.test/x', { method: 'POST', body, headers: { 'content-type': contentType } });

describe('readFormData', () => {
  it('reads url-encoded forms', async () => {
    expect((await readFormData(post('currencyId=abc', 'application/x-www-form-urlencoded')))?.get('currencyId')).toBe('abc');
  });

  it('gives null for bodies that are no form', async () => {
    expect(await readFormData(post('{', 'application/json'))).toBeNull();
    expect(await readFormData(post('--x\r\nbroken', 'multipart/form-data; boundary=y'))).toBeNull();
  });
});
