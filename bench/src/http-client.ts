import http from 'node:http';

/**
 * A lean HTTP client for load generators that chain calls (an answer's field goes into the next
 * request): node:http over keep-alive sockets. The load generator shares the machine's two
 * cores with the server it measures, so its own CPU is the server's loss: Node's fetch (undici
 * behind WHATWG streams and Headers) cost ~0.8 ms of CPU per request here, several times this.
 */
export function keepAliveClient(maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return {
    postJson(url: string, headers: Record<string, string>, body: unknown) {
      const payload = Buffer.from(JSON.stringify(body));
      return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
        const req = http.request(
          url,
          {
            method: 'POST',
            agent,
            headers: {
              ...headers,
              'content-type': 'application/json',
              'content-length': payload.length,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              try {
                resolve({
                  status: res.statusCode ?? 0,
                  json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
                });
              } catch (error) {
                reject(error as Error);
              }
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
