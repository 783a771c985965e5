import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFileSync } from 'node:fs';
const db = new PGlite('/tmp/search-probe-db/pglite', { extensions: { pg_trgm } });
const sqls = readFileSync(process.argv[2], 'utf8').split(/;\s*\n/).filter((s) => s.trim());
for (const q of sqls) {
  const t = performance.now();
  try {
    const r = await db.query(q);
    console.log('---', q.slice(0, 200).replace(/\s+/g, ' '), `(${(performance.now() - t).toFixed(1)} ms)`);
    for (const row of r.rows.slice(0, 40)) console.log(Object.values(row).join(' | '));
  } catch (e) { console.log('ERR', q.slice(0, 100), e.message); }
}
await db.close();
