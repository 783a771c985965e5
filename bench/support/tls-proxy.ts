// A local TLS + HTTP/2 proxy for benchmarks, as the shop is served in production (the fleet's nginx
// terminates TLS): Debian's nginx with a throw-away self-signed certificate (openssl, made at run
// time in a temporary folder, valid for one day for 127.0.0.1 and localhost), one https server per
// upstream. Browsers have to be told to accept the certificate (Chromium: --ignore-certificate-errors).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, http2Listen, NGINX, type Nginx, startNginx } from '../../scripts/lib/nginx.ts';

const OPENSSL = ['/usr/bin/openssl', '/usr/local/bin/openssl'].find((path) => existsSync(path));

/** Why the proxy cannot run here (nginx or openssl missing), or null. */
export function tlsProxyUnavailable(): string | null {
  if (!NGINX) return 'nginx is not installed';
  if (!OPENSSL) return 'openssl is not installed';
  return null;
}

export interface TlsProxy<Name extends string> {
  /** The public https origin of each upstream, e.g. `https://127.0.0.1:40123`; known before `start`. */
  origins: Record<Name, string>;
  /** Starts nginx in front of the upstreams (`http://host:port` each); resolves once it listens. */
  start(upstreams: Record<Name, string>): Promise<void>;
  /** Stops nginx and removes the certificate and the rest of the temporary folder. */
  stop(): Promise<void>;
}

function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const result = spawnSync(
    OPENSSL ?? 'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl could not make a certificate:\n${result.stderr}`);
  return { cert, key };
}

/**
 * Reserves a port per name and makes the certificate, so that the servers behind the proxy can be
 * started with their public URLs (`origins`) before the proxy itself starts.
 */
export async function prepareTlsProxy<Name extends string>(names: readonly Name[]): Promise<TlsProxy<Name>> {
  const dir = mkdtempSync(join(tmpdir(), 'aisle-tls-'));
  let nginx: Nginx | undefined;
  try {
    const { cert, key } = makeCertificate(dir);
    const ports = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await freePort()] as const))) as Record<Name, number>;
    const origins = Object.fromEntries(names.map((name) => [name, `https://127.0.0.1:${ports[name]}`])) as Record<Name, string>;
    return {
      origins,
      async start(upstreams) {
        // Keep-alive connections to the upstreams, as a production proxy keeps them.
        const servers = names.map(
          (name) => `  upstream ${name} { server ${new URL(upstreams[name]).host}; keepalive 8; }
  server {
    ${http2Listen(`127.0.0.1:${ports[name]}`)}
    ssl_certificate ${cert}; ssl_certificate_key ${key};
    location / {
      proxy_pass http://${name}; proxy_http_version 1.1; proxy_set_header Connection "";
      proxy_set_header Host $http_host; proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`,
        );
        nginx = await startNginx({ dir: join(dir, 'nginx'), http: servers.join('\n'), ports: names.map((name) => ports[name]) });
        // nginx runs in the foreground as a child: it must not outlive a benchmark that crashes or is interrupted.
        const { child } = nginx;
        process.once('exit', () => child.kill('SIGTERM'));
      },
      async stop() {
        await nginx?.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
