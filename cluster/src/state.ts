import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portFree } from './processes.js';

/** The monorepo's root (this file is cluster/src/state.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_STATE_DIR = path.join(REPO_ROOT, '.cluster');

/**
 * Ports from one base, so a cluster takes a block no other one of its kind overlaps:
 * base = HAProxy, +1 PostgreSQL, +2 PgBouncer, +3 Redis, +4 the one-off preparing server,
 * +10… the portal servers.
 */
export interface Ports {
  haproxy: number;
  postgres: number;
  pgbouncer: number;
  redis: number;
  prepare: number;
  servers: number[];
}

export function portsFrom(base: number, serverCount: number): Ports {
  return {
    haproxy: base,
    postgres: base + 1,
    pgbouncer: base + 2,
    redis: base + 3,
    prepare: base + 4,
    servers: Array.from({ length: serverCount }, (_, i) => base + 10 + i),
  };
}

const allPorts = (p: Ports) => [
  p.haproxy,
  p.postgres,
  p.pgbouncer,
  p.redis,
  p.prepare,
  ...p.servers,
];

/** The first base from 7400 on (in steps of 40) whose whole block is free. */
export async function spareBase(serverCount: number): Promise<number> {
  for (let base = 7400; base < 60_000; base += 40) {
    const free = await Promise.all(allPorts(portsFrom(base, serverCount)).map(portFree));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no free block of ports found from 7400 on');
}

export async function assertPortsFree(ports: Ports): Promise<void> {
  for (const port of allPorts(ports)) {
    if (!(await portFree(port))) throw new Error(`port ${port} on 127.0.0.1 is taken`);
  }
}

/**
 * One set of secrets for every server and the worker: without them each server would generate
 * its own into its own DATA_DIR (apps/server/src/lib/secrets.ts), and a session, PIN or
 * encrypted column made by one would be unreadable to the others.
 */
export interface Secrets {
  SILENT_LOGIN_SECRET: string;
  DATA_ENCRYPTION_KEY: string;
  PIN_PEPPER: string;
  PAYMENT_WEBHOOK_SECRET: string;
  INVOICE_LINK_SECRET: string;
}

export interface ClusterState {
  stateDir: string;
  basePort: number;
  ports: Ports;
  seed: 'demo' | 'none';
  fsync: boolean;
  /** PostgreSQL's superuser (the OS user that owns the data directory) */
  pgUser: string;
  /** more environment for every server and the worker (e.g. LOG_LEVEL), kept for restarts */
  env: Record<string, string>;
  createdAt: string;
}

export const paths = (stateDir: string) => ({
  state: path.join(stateDir, 'state.json'),
  secrets: path.join(stateDir, 'secrets.json'),
  logs: path.join(stateDir, 'logs'),
  run: path.join(stateDir, 'run'),
  pg: path.join(stateDir, 'postgres'),
  pgbouncer: path.join(stateDir, 'pgbouncer'),
  redis: path.join(stateDir, 'redis'),
  haproxy: path.join(stateDir, 'haproxy'),
  servers: path.join(stateDir, 'servers'),
});

export function makeLayout(stateDir: string): void {
  const p = paths(stateDir);
  for (const dir of [p.logs, p.run, p.redis, p.haproxy, p.servers]) {
    mkdirSync(dir, { recursive: true });
  }
}

export function writeState(state: ClusterState): void {
  writeFileSync(paths(state.stateDir).state, `${JSON.stringify(state, null, 2)}\n`);
}

export function readState(stateDir: string): ClusterState {
  const file = paths(stateDir).state;
  if (!existsSync(file)) throw new Error(`no cluster in ${stateDir} (no state.json)`);
  return JSON.parse(readFileSync(file, 'utf8')) as ClusterState;
}

/** The state dir's secrets, generated once (mode 600). */
export function loadSecrets(stateDir: string): Secrets {
  const file = paths(stateDir).secrets;
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  const secrets: Secrets = {
    SILENT_LOGIN_SECRET: randomBytes(32).toString('base64url'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    PIN_PEPPER: randomBytes(32).toString('hex'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
    INVOICE_LINK_SECRET: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
