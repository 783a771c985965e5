// Files of the digital demo products: a small text file per product (licence or sample), kept in
// the private downloads storage and served only for paid orders.
import type { Queryable } from '../db/database.ts';
import { idFor } from '../domain/ids.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { LANGUAGE_IDS } from './demo-constants.ts';

export async function attachDownloads(db: Queryable, downloads: FileStorage): Promise<number> {
  const products = await db.query<{ id: string; product_number: string; translations: Record<string, { name?: string } | undefined> }>(
    'SELECT id, product_number, translations FROM product WHERE is_download AND NOT EXISTS (SELECT 1 FROM product_download d WHERE d.product_id = product.id)',
  );
  for (const product of products) {
    const name = product.translations[LANGUAGE_IDS['en-GB']]?.name ?? product.product_number;
    const path = `${product.product_number}.txt`;
    if (!(await downloads.exists(path))) {
      await downloads.write(path, `${name}\n\nThank you for your purchase at the Aisle demo shop.\nDemo licence key: AISLE-${product.product_number}-DEMO\n`);
    }
    await db.query('INSERT INTO product_download (id, product_id, file_name, file_extension, mime_type, path, position) VALUES ($1, $2, $3, $4, $5, $6, 0)', [
      idFor(`download:${product.id}`),
      product.id,
      product.product_number.toLowerCase(),
      'txt',
      'text/plain',
      path,
    ]);
  }
  return products.length;
}
