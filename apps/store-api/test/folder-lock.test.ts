// One engine per PGlite folder, checked with real processes: while one holds the folder a second
// refuses to open it, naming the folder; after the first exits (even killed) the folder opens again.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFolder } from '../src/db/folder-lock.ts';

const DATABASE = join(import.meta.dirname, '..', 'src', 'db', 'database.ts');
const CLI = join(import.meta.dirname, '..', 'src', 'cli.ts');
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

  it('takes over at once the lock of a killed process its parent has not reaped yet (a zombie keeps its pid)', async () => {
    // `sleep 0 &` exits; its parent exec's into a sleep that never reaps it: a zombie with a pid.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(parent);
    const zombie = Number(await new Promise<string>((resolve) => parent.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const folder = join(dataDir, 'zombie-owned');
    writeFileSync(`${folder}.lock`, String(zombie));
    const started = performance.now();
    const lock = await lockFolder(folder);
    expect(performance.now() - started).toBeLessThan(1000);
    lock.release();
  }, 20_000);

  it('waits for the lock of a process that is still going away instead of refusing a restart', async () => {
    const dying = spawn('sleep', ['1'], { stdio: 'ignore' });
    children.push(dying);
    const folder = join(dataDir, 'restart');
    writeFileSync(`${folder}.lock`, String(dying.pid));
    const lock = await lockFolder(folder);
    lock.release();
  }, 20_000);

  it('the CLI refuses a locked data folder with one line, not a stack trace', () => {
    const locked = mkdtempSync(join(tmpdir(), 'aisle-cli-lock-'));
    mkdirSync(join(locked, 'pglite'), { recursive: true });
    // A live owner: this test process.
    writeFileSync(join(locked, 'pglite.lock'), String(process.pid));
    try {
      const result = spawnSync(process.execPath, [CLI, 'generate', '--products', '1', '--force'], {
        env: { ...process.env, AISLE_DATA_DIR: locked, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/in use by another engine process \(pid \d+\)/);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(locked, { recursive: true, force: true });
    }
  }, 40_000);
});
