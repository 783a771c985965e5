// A throw-away Debian nginx in front of local servers, shared by the fleet (scripts/fleet-lib.ts) and
// the benchmarks' TLS proxy (bench/support/tls-proxy.ts): free ports, the configuration's boilerplate
// (everything nginx writes goes into one temporary folder), a configuration test, start and stop.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';

/** Debian's nginx, when installed. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

/** Whether something accepts TCP connections at the URL's host and port (`fallbackPort` when it names none). */
export function reachable(url: string, fallbackPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || fallbackPort) });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
  });
}

/** A port on 127.0.0.1 that was free a moment ago (for servers that must know their port before they start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForPort(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await reachable(`http://127.0.0.1:${port}`, port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

/** The installed nginx's version as [major, minor, patch]; [0, 0, 0] when it cannot be read. */
function nginxVersion(): number[] {
  const text = NGINX ? spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr : '';
  return (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text)?.slice(1) ?? ['0', '0', '0']).map(Number);
}

/**
 * The `listen` of a TLS server with HTTP/2: nginx 1.25.1 moved HTTP/2 from a `listen` parameter to
 * the `http2` directive (and warns about the old form); Debian 12 ships 1.22, which knows only that.
 */
export function http2Listen(address: string): string {
  const [major = 0, minor = 0, patch = 0] = nginxVersion();
  const directive = major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
  return directive ? `listen ${address} ssl; http2 on;` : `listen ${address} ssl http2;`;
}

export interface Nginx {
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground with `http` as the body of its `http { … }` block, everything it
 * writes (pid, logs, temporary files) in `dir`; resolves once every port in `ports` accepts connections.
 */
export async function startNginx({ dir, http, ports, quiet = true }: { dir: string; http: string; ports: number[]; quiet?: boolean }): Promise<Nginx> {
  if (!NGINX) throw new Error('nginx is not installed');
  mkdirSync(dir, { recursive: true });
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${http}
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', config, '-g', 'daemon off;'], { stdio: quiet ? 'ignore' : 'inherit' });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await Promise.all(ports.map(waitForPort));
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, stop };
}
