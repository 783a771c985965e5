// Prints, for every Store API operation of the official schema that the engine implements, the
// schema's request requirements: path and query parameters (* = required, =default), whether the
// body is required, its required fields and defaults. The behaviour is checked by
// apps/store-api/test/schema-requirements.test.ts; deliberate differences are in docs/adr/0013.
// Run: node compat/audit-routes.ts  (an in-memory engine is started and closed again)
import { join } from 'node:path';
import { REPO_ROOT, readConfig } from '../apps/store-api/src/config.ts';
import { createEngine } from '../apps/store-api/src/engine.ts';
import { loadOperations, routeUrl, type Operation } from '../apps/store-api/test/support/operations.ts';

const engine = await createEngine({ ...readConfig({}), databaseUrl: 'memory://', mediaDir: join(REPO_ROOT, 'data', 'test-media') });
try {
  const operations = loadOperations();
  const implemented = operations.filter((operation) => engine.app.hasRoute({ method: operation.method, url: routeUrl(operation.path) }));
  const describe = (operation: Operation) => {
    const query = operation.query
      .filter(
        (param) =>
          param.required ||
          param.default !== undefined ||
          !/^(page|limit|term|filter|ids|query|associations|post-filter|sort|aggregations|fields|grouping|total-count-mode|includes|excludes)(\[\])?$/.test(
            param.name,
          ),
      )
      .map((param) => `${param.name}${param.required ? '*' : ''}${param.default === undefined ? '' : `=${JSON.stringify(param.default)}`}`);
    const body = operation.body
      ? `${operation.body.required ? 'required' : 'optional'}${operation.body.requiredFields.length ? ` [${operation.body.requiredFields.join(', ')}]` : ''}`
      : '—';
    return `| ${operation.method} | \`${operation.path}\` | ${query.join(', ') || '—'} | ${body} |`;
  };
  console.log(`${implemented.length} of ${operations.length} schema operations implemented\n`);
  console.log('| Method | Path | Query (beyond criteria) | Body |\n|---|---|---|---|');
  for (const operation of implemented) console.log(describe(operation));
} finally {
  await engine.close();
}
