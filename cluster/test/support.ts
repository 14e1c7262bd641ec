import { createHmac, randomInt } from 'node:crypto';
import {
  API_BASE_PATH,
  CONSOLE_API_BASE_PATH,
  CONSOLE_TOKEN_HEADER,
  HEADER,
} from '@portal/contract';
import { inject } from 'vitest';
import { attachCluster, type Cluster } from '../src/cluster.js';

export const DEMO_PASSWORD = 'Demo1234';
/** The demo operators' authenticator secret (docs/console.md). */
const DEMO_TOTP_SECRET = 'DEMOCONSOLEPORTALTOTPSECRET23456';

/** The run's cluster, brought up by the global setup. */
export const runCluster = (): Cluster => attachCluster(inject('clusterStateDir'));

/** Every address a test reaches the portal at: HAProxy first, then each server itself. */
export const everyAddress = (cluster: Cluster) => [
  { name: 'haproxy', url: cluster.url },
  ...cluster.servers.map((s) => ({ name: s.name, url: s.url })),
];

/** A client address of this test's own (the servers trust X-Forwarded-For behind HAProxy). */
export const ownAddress = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  consoleToken?: string;
  forwardedFor?: string;
}

/** One call of the portal's JSON API; answers the HTTP status and the parsed body. */
export async function call<T = { code: number; data: unknown; msg?: string }>(
  url: string,
  opts: CallOptions = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers[HEADER.token] = opts.token;
  if (opts.consoleToken) headers[CONSOLE_TOKEN_HEADER] = opts.consoleToken;
  if (opts.forwardedFor) headers['x-forwarded-for'] = opts.forwardedFor;
  const response = await fetch(url, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export const memberApi = (base: string, path: string) => `${base}${API_BASE_PATH}${path}`;
export const consoleApi = (base: string, path: string) => `${base}${CONSOLE_API_BASE_PATH}${path}`;

/** Logs a demo member in at `base`; answers the session token. */
export async function loginMember(base: string, login: string): Promise<string> {
  const { status, body } = await call<{ code: number; data: { token: string } }>(
    memberApi(base, '/bo/login'),
    { body: { username: login, password: DEMO_PASSWORD }, forwardedFor: ownAddress() },
  );
  if (status !== 200 || body.code !== 0) {
    throw new Error(`login ${login}: ${status} ${JSON.stringify(body)}`);
  }
  return body.data.token;
}

/** RFC 6238: the six digits an authenticator shows for a base32 secret at `at`. */
export function totpCode(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Signs a demo operator into the console at `base`: password, then the authenticator's code.
 * A code is good once per operator, so a run signs each operator in once.
 */
export async function signInOperator(base: string, login: string): Promise<string> {
  const first = await call<{ code: number; data: { ticket: string } }>(
    consoleApi(base, '/auth/login'),
    { body: { loginName: login, password: DEMO_PASSWORD }, forwardedFor: ownAddress() },
  );
  if (first.body.code !== 0) throw new Error(`operator ${login}: ${JSON.stringify(first.body)}`);
  // a code is taken once: when this period's was used (a rerun within 30 seconds), the
  // server's one step of drift takes the next period's
  let refusal = '';
  for (const step of [0, 1]) {
    const second = await call<{ code: number; data: { token: string } }>(
      consoleApi(base, '/auth/verify'),
      {
        body: {
          ticket: first.body.data.ticket,
          code: totpCode(DEMO_TOTP_SECRET, Date.now() + step * 30_000),
        },
      },
    );
    if (second.body.code === 0) return second.body.data.token;
    refusal = JSON.stringify(second.body);
  }
  throw new Error(`operator ${login}: ${refusal}`);
}
