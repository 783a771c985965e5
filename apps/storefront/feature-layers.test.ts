import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { FEATURE_LAYERS, featuresBelow } from './feature-layers.ts';

const REPO = join(import.meta.dirname, '..', '..');
const FEATURES = join(import.meta.dirname, 'app', 'features');

/** The boundaries rule's messages for `code` as if it were the file at `path` (relative to the repository). */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: REPO }).lintText(code, { filePath: join(REPO, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

describe('feature layers', () => {
  it('places every feature folder in exactly one layer', () => {
    const folders = readdirSync(FEATURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const listed = FEATURE_LAYERS.flat();
    expect([...listed].sort()).toEqual(folders);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('lets a feature import the layers below its own only', () => {
    expect(featuresBelow('cart')).toContain('product-data');
    expect(featuresBelow('product-data')).not.toContain('cart');
    expect(featuresBelow('compare')).not.toContain('wishlist');
    expect(featuresBelow('no-such-feature')).toEqual([]);
  });

  describe('the lint rule built from them', { timeout: 60_000 }, () => {
    it('accepts an import of a lower feature through its index', async () => {
      const code = "import { ProductImage } from '../product-data/index.ts';\nexport const image = ProductImage;\n";
      expect(await boundaryErrors('apps/storefront/app/features/cart/example.ts', code)).toEqual([]);
    });

    it('fails an import that would close a circle between folders (a lower feature importing a higher one)', async () => {
      const code = "import { AddToCartForm } from '../cart/index.ts';\nexport const form = AddToCartForm;\n";
      expect(await boundaryErrors('apps/storefront/app/features/product-data/example.ts', code)).toEqual([
        expect.stringContaining('features/cart is imported only through its index.ts or index.server.ts, and by no feature of its own layer or a lower one'),
      ]);
    });

    it('fails an import between features of one layer', async () => {
      const code = "import { WishlistButton } from '../wishlist/index.ts';\nexport const button = WishlistButton;\n";
      expect(await boundaryErrors('apps/storefront/app/features/compare/example.ts', code)).toHaveLength(1);
    });

    it("fails an import of another feature's inner file, from a feature or a route", async () => {
      const code = "import { ProductImage } from '../product-data/ProductImage.tsx';\nexport const image = ProductImage;\n";
      expect(await boundaryErrors('apps/storefront/app/features/cart/example.ts', code)).toHaveLength(1);
      const route = "import { CartPage } from '../features/cart/CartPage.tsx';\nexport const page = CartPage;\n";
      expect(await boundaryErrors('apps/storefront/app/routes/example.tsx', route)).toHaveLength(1);
    });
  });
});
