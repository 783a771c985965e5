import { describe, expect, it } from 'vitest';
import { addCompareId, parseCompareIds, removeCompareId, replaceCompareId, serializeCompareIds } from './compare-list.ts';

const id = (char: string) => char.repeat(32);

describe('compare list', () => {
  it('reads only ids, each once, at most four', () => {
    expect(parseCompareIds(`${id('a')}.junk.${id('B')}.${id('a')}.${id('c')}.${id('d')}.${id('e')}`)).toEqual([id('a'), id('b'), id('c'), id('d')]);
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds(serializeCompareIds([id('a'), id('b')]))).toEqual([id('a'), id('b')]);
  });

  it('adds up to four and then asks which one to replace', () => {
    const three = [id('a'), id('b'), id('c')];
    expect(addCompareId(three, id('d'))).toEqual({ kind: 'added', ids: [...three, id('d')] });
    expect(addCompareId(three, id('a'))).toEqual({ kind: 'present', ids: three });
    expect(addCompareId([...three, id('d')], id('e'))).toEqual({ kind: 'full', ids: [...three, id('d')] });
  });

  it('replaces in the same place and removes one', () => {
    const four = [id('a'), id('b'), id('c'), id('d')];
    expect(replaceCompareId(four, id('b'), id('e'))).toEqual([id('a'), id('e'), id('c'), id('d')]);
    expect(replaceCompareId(four, id('f'), id('e'))).toEqual(four);
    expect(removeCompareId(four, id('c'))).toEqual([id('a'), id('b'), id('d')]);
  });
});
