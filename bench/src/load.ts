import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
  /** a different client address per request (the server trusts X-Forwarded-For in the bench) */
  spreadAddresses?: boolean;
}

/** Runs autocannon for a fixed time and keeps the figures that matter. */
export async function load(o: LoadOptions): Promise<LoadResult> {
  const r = await autocannon({
    url: o.url,
    method: o.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...o.headers },
    body: o.body,
    connections: o.connections ?? 50,
    duration: o.seconds ?? 10,
    ...(o.spreadAddresses
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                headers: { ...req.headers, 'x-forwarded-for': randomAddress() },
              }),
            },
          ],
        }
      : {}),
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

function randomAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}
