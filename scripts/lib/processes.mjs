// Starts a long-running child process and resolves once it prints its "ready" line.
import { spawn } from 'node:child_process';

// Silence for this long means a hung start; any output (e.g. seeding progress) restarts the clock,
// so a slow first seed on a busy machine is not mistaken for one.
const START_TIMEOUT_MS = 120_000;

/**
 * @param {{ name: string, command: string, args: string[], env?: Record<string,string|undefined>,
 *           readyPattern: RegExp, quiet?: boolean }} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, match: RegExpMatchArray }>}
 */
export function startProcess({ name, command, args, env = {}, readyPattern, quiet = false }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let buffered = '';
    let ready = false;
    const onTimeout = () => {
      child.kill('SIGTERM');
      reject(new Error(`${name} printed nothing for ${START_TIMEOUT_MS / 1000} s before it was ready.\n${buffered}`));
    };
    let timer = setTimeout(onTimeout, START_TIMEOUT_MS);
    const onOutput = (stream) => (chunk) => {
      const text = chunk.toString();
      if (!quiet || !ready) stream.write(prefixLines(name, text));
      if (ready) return;
      clearTimeout(timer);
      timer = setTimeout(onTimeout, START_TIMEOUT_MS);
      buffered += text;
      const match = buffered.match(readyPattern);
      if (match) {
        ready = true;
        clearTimeout(timer);
        resolve({ child, match });
      }
    };
    child.stdout.on('data', onOutput(process.stdout));
    child.stderr.on('data', onOutput(process.stderr));
    child.on('exit', (code, signal) => {
      if (!ready) {
        clearTimeout(timer);
        reject(new Error(`${name} exited (${code ?? signal}) before it was ready.\n${buffered}`));
      }
    });
  });
}

function prefixLines(name, text) {
  return (
    text
      .split('\n')
      // A line that names its server already (`[storefront] markets not checked …`) keeps its one prefix.
      .map((line, index, all) => (index === all.length - 1 && line === '' ? '' : line.startsWith(`[${name}]`) ? line : `[${name}] ${line}`))
      .join('\n')
  );
}
