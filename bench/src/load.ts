import autocannon from 'autocannon';
import type { Figures, Runner } from './compare.js';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  /** at most this many requests a second over all connections (autocannon's overallRate); 0 = flat out */
  overallRate?: number;
  /** builds each request (method, headers, body) instead of the fixed ones above */
  setupRequest?: (req: autocannon.Request) => autocannon.Request;
}

/** Runs autocannon for a fixed time and keeps the figures that matter. */
export async function load(o: LoadOptions, seconds: number): Promise<Figures> {
  const { setupRequest } = o;
  const r = await autocannon({
    url: o.url,
    method: o.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...o.headers },
    body: o.body,
    connections: o.connections ?? 50,
    duration: seconds,
    ...(o.overallRate ? { overallRate: o.overallRate } : {}),
    ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
  });
  return {
    // 2xx answers over the measured time, not autocannon's mean of per-second samples
    // (which drops the last partial second and counts failures)
    rps: Math.round(r['2xx'] / r.duration),
    calls: r['2xx'],
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/** A runner for `alternate`: the same load, for whatever seconds it is given. */
export const loadRunner =
  (o: LoadOptions): Runner =>
  (seconds) =>
    load(o, seconds);
