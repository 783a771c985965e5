// Guards the rule of ADR 0015 (addendum): user values reach SQL only as bound parameters. A PostgreSQL array literal
// built by hand ('{' + ids.join(',') + '}') broke on a quote or a brace in an id ("malformed array
// literal", a 500); numbers spliced into LIMIT/OFFSET broke on huge pages ("1e+22"). Both drivers
// bind JavaScript arrays and numbers themselves, so the source must not build either.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const FORBIDDEN: ReadonlyArray<[string, RegExp]> = [
  // `{${ids.join(',')}}` or '{' + … : an array literal assembled from values.
  ['hand-built array literal', /`\{\$\{|['"]\{['"]\s*\+/],
  // LIMIT ${n} / OFFSET ${n}: a value spliced into the statement instead of $n (or a SqlParams placeholder).
  ['value spliced into LIMIT/OFFSET', /\b(LIMIT|OFFSET)\s+\$\{(?!\w+\.add\()/],
  // '…${value}…' inside SQL text: a quoted string value spliced into a statement.
  ['quoted value spliced into SQL', /(=|->>?|LIKE|IN \()\s*'\$\{/i],
];

/**
 * Reviewed exceptions: file → why the splice is safe. Keep this list short; prefer SqlParams.
 * definitions.ts: the translation key is a language id the line itself filters with isUuid (32 hex).
 */
const ALLOWED: Readonly<Record<string, string>> = {
  'domain/system/definitions.ts': "t.translations->'${id}' with ids filtered by isUuid on the same line",
};

describe('SQL values', () => {
  it('are bound parameters: no hand-built array literals or spliced values in the engine source', () => {
    const findings: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const name = relative(SRC, file);
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [what, pattern] of FORBIDDEN) {
            if (pattern.test(line) && !(name in ALLOWED && what === 'quoted value spliced into SQL'))
              findings.push(`${name}:${index + 1} ${what}: ${line.trim()}`);
          }
        });
    }
    expect(findings).toEqual([]);
  });
});
