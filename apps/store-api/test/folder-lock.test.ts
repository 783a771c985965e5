// One engine per PGlite folder, checked with real processes: while one holds the folder a second
// refuses to open it, naming the folder; after the first exits (even killed) the folder opens again.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const DATABASE = join(import.meta.dirname, '..', 'src', 'db', 'database.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'aisle-lock-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A process that opens the PGlite folder, says "open" and keeps it until killed (or fails). */
function opener(): { child: ChildProcess; output: Promise<{ code: number | null; text: string }>; opened: Promise<boolean> } {
  const script = `import { openDatabase } from ${JSON.stringify(DATABASE)};
const db = await openDatabase({ url: '', dataDir: ${JSON.stringify(dataDir)} });
await db.query('SELECT 1');
console.log('open');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let text = '';
  let signalOpen: (value: boolean) => void = () => undefined;
  const opened = new Promise<boolean>((resolve) => (signalOpen = resolve));
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    if (text.includes('open')) signalOpen(true);
  });
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const output = new Promise<{ code: number | null; text: string }>((resolve) =>
    child.on('exit', (code) => {
      signalOpen(false);
      resolve({ code, text });
    }),
  );
  return { child, output, opened };
}

describe('PGlite folder lock', () => {
  it('refuses a second process on the same folder with a message naming it, and recovers after a kill -9', async () => {
    const first = opener();
    expect(await first.opened).toBe(true);

    const second = opener();
    const refused = await second.output;
    expect(refused.code).not.toBe(0);
    expect(refused.text).toContain(join(dataDir, 'pglite'));
    expect(refused.text).toMatch(/in use by another engine process \(pid \d+\)/);

    first.child.kill('SIGKILL');
    await first.output;
    const third = opener();
    expect(await third.opened).toBe(true);
    third.child.kill('SIGTERM');
    await third.output;
  }, 60_000);
});
