#!/usr/bin/env node
// `npm run generate:types`: the Store API contract of both apps (docs/adr/0020), made by @shopware/api-gen
// from the official schema shipped in @shopware/api-client plus the patches listed in api-gen.config.json
// (the client's own and api-types/storeApiSchema.overrides.json). Writes three files into api-types/:
//   storeApiTypes.d.ts         the storefront's operations and schemas,
//   storeApiSchema.json        the corrected schema the engine's contract tests validate against,
//   storeApiRouteSchemas.json  the engine's request schemas (bodies and query strings) derived from it (docs/adr/0056).
// `--check` generates into a scratch folder and fails when the committed files differ (run by `npm run lint`).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import JSON5 from 'json5';
import { deriveRouteSchemas } from '../apps/store-api/src/http/route-schemas.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OVERRIDES = 'api-types/storeApiSchema.overrides.json';
const OUTPUTS = {
  types: 'api-types/storeApiTypes.d.ts',
  schema: 'api-types/storeApiSchema.json',
  routeSchemas: 'api-types/storeApiRouteSchemas.json',
};
const check = process.argv.includes('--check');

// api-gen reads its config, the patches and node_modules from, and writes into, its working directory;
// a scratch copy keeps its debug files (the patched schema among them) out of the repository.
const work = mkdtempSync(join(tmpdir(), 'aisle-api-types-'));
try {
  mkdirSync(join(work, 'api-types'));
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
  copyFileSync(join(root, 'api-gen.config.json'), join(work, 'api-gen.config.json'));
  copyFileSync(join(root, OVERRIDES), join(work, OVERRIDES));
  // --debug is what makes api-gen save the patched schema; the types are the same as without it.
  execFileSync(process.execPath, [join(root, 'node_modules/@shopware/api-gen/bin/api-gen.mjs'), 'generate', '--apiType=store', '--debug'], {
    cwd: work,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const schema = JSON5.parse(readFileSync(join(work, 'api-types/storeApiSchema.debug-patched.json'), 'utf8'));
  const generated = {
    types: readFileSync(join(work, OUTPUTS.types), 'utf8'),
    schema: `${JSON.stringify(schema, null, 2)}\n`,
    routeSchemas: `${JSON.stringify(deriveRouteSchemas(schema), null, 2)}\n`,
  };

  const stale = [];
  for (const [key, file] of Object.entries(OUTPUTS)) {
    if (check) {
      let committed = '';
      try {
        committed = readFileSync(join(root, file), 'utf8');
      } catch {
        // missing counts as stale
      }
      if (committed !== generated[key]) stale.push(file);
    } else {
      writeFileSync(join(root, file), generated[key]);
      console.log(`wrote ${file}`);
    }
  }
  if (stale.length > 0) {
    console.error(`Stale generated Store API files: ${stale.join(', ')}. Run \`npm run generate:types\` and commit the result.`);
    process.exitCode = 1;
  } else if (check) {
    console.log('Generated Store API types and schema are current.');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
