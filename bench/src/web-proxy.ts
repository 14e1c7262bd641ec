import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through HTTP proxy in front of the portal. As the baseline it serves the same build
 * the way the portal did before no compression (Accept-Encoding is dropped, so
 * both the precompressed files and dynamic compression fall back to identity) and assets
 * revalidated on every load (Cache-Control: public, max-age=0). As the measured side it
 * changes nothing, so both sides pay the same extra hop.
 */
export async function startProxy(
  target: number,
  baseline: boolean,
): Promise<{ port: number; close(): Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers };
    if (baseline) delete headers['accept-encoding'];
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out = { ...answer.headers };
        if (baseline && req.url?.startsWith('/assets/')) out['cache-control'] = 'public, max-age=0';
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}
