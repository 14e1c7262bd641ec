import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { readPid, run, stopPid, waitFor } from './processes.js';
import { paths } from './state.js';

/**
 * HAProxy in front of the servers: round robin over those whose /readyz answers 200. A request
 * that could not reach a server is sent to another (option redispatch, retry on connection
 * failure); a request that reached one and got no answer is retried only when it is
 * idempotent (GET/HEAD/OPTIONS), never a POST that may have run. The unread badge's
 * server-sent events live long: `timeout server` outlasts their 25 s heartbeat and
 * `timeout tunnel` keeps an upgraded connection open.
 */
const file = (stateDir: string, name: string) => path.join(paths(stateDir).haproxy, name);
export const haproxySocket = (stateDir: string) => file(stateDir, 'admin.sock');

export function configureHaproxy(
  stateDir: string,
  ports: { haproxy: number; servers: number[] },
): void {
  const servers = ports.servers.map(
    (port, i) => `  server server-${i + 1} 127.0.0.1:${port} check`,
  );
  const cfg = [
    'global',
    '  maxconn 4000',
    `  stats socket ${haproxySocket(stateDir)} mode 600 level admin`,
    '',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch',
    '  retries 2',
    '  retry-on conn-failure empty-response response-timeout 503',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 10s',
    '',
    'frontend portal',
    `  bind 127.0.0.1:${ports.haproxy}`,
    '  default_backend servers',
    '',
    'backend servers',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    // only a request that may safely run twice is sent again after it reached a server
    '  http-request disable-l7-retry unless METH_GET || METH_OPTIONS',
    '  default-server inter 1s fastinter 500ms fall 2 rise 2',
    ...servers,
    '',
  ].join('\n');
  writeFileSync(file(stateDir, 'haproxy.cfg'), cfg);
}

export async function startHaproxy(stateDir: string, port: number): Promise<void> {
  await run('haproxy', ['-D', '-f', file(stateDir, 'haproxy.cfg'), '-p', file(stateDir, 'pid')]);
  await waitFor(
    'HAProxy',
    async () => {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        signal: AbortSignal.timeout(1_000),
      });
      await response.body?.cancel();
      return true;
    },
    10_000,
  );
}

export const haproxyPid = (stateDir: string) => readPid(file(stateDir, 'pid'));

export async function stopHaproxy(stateDir: string): Promise<void> {
  await stopPid(haproxyPid(stateDir), 5_000);
}

/** Each server's state as HAProxy's health checks see it (UP, DOWN, …), from its admin socket. */
export function haproxyView(stateDir: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(haproxySocket(stateDir));
    socket.setTimeout(2_000, () => socket.destroy(new Error('HAProxy admin socket timed out')));
    socket.on('error', reject);
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => {
      const view: Record<string, string> = {};
      for (const line of text.split('\n')) {
        // CSV: proxy, server, then status is the 18th field
        const fields = line.split(',');
        if (fields[0] === 'servers' && fields[1]?.startsWith('server-')) {
          view[fields[1]] = fields[17] ?? '?';
        }
      }
      resolve(view);
    });
    socket.write('show stat\n');
  });
}
