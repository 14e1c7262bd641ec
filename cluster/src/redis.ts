import path from 'node:path';
import { readPid, run, stopPid, waitFor } from './processes.js';
import { redisAnswers } from './probes.js';
import { paths } from './state.js';

/**
 * The cluster's own Redis (throttles, captcha counters, the unread badge's fan-out): no
 * snapshots, no append-only file, so a restart starts empty, as a lost cache would.
 */
const pidFile = (stateDir: string) => path.join(paths(stateDir).redis, 'redis.pid');

export async function startRedis(stateDir: string, port: number): Promise<void> {
  const dir = paths(stateDir).redis;
  await run('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'yes',
    '--dir',
    dir,
    '--pidfile',
    pidFile(stateDir),
    '--logfile',
    path.join(paths(stateDir).logs, 'redis.log'),
  ]);
  await waitFor('Redis', () => redisAnswers(port), 10_000);
}

export const redisPid = (stateDir: string) => readPid(pidFile(stateDir));

export async function stopRedis(stateDir: string): Promise<void> {
  await stopPid(redisPid(stateDir), 5_000);
}

export const redisUrl = (port: number) => `redis://127.0.0.1:${port}`;
