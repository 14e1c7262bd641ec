import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { query } from './bench-database.js';
import { SERVING_NODE_FLAGS } from './processes.js';

const GIB = 1024 ** 3;

/** The PostgreSQL server's version, as it reports it (e.g. "15.20 (Debian 15.20-0+deb12u1)"). */
export async function postgresVersion(databaseUrl: string): Promise<string> {
  const { rows } = await query<{ server_version: string }>(databaseUrl, 'show server_version');
  return rows[0]?.server_version ?? 'unknown';
}

/** 1, 5 and 15 minute load averages: on a shared machine they say how busy it was. */
export function loadNow(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
}

/** One line for the report: what the figures were measured on. */
export async function describeMachine(databaseUrl: string): Promise<string> {
  const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return [
    `${availableParallelism()} cores (${model})`,
    `${Math.round(totalmem() / GIB)} GiB RAM`,
    `Node ${process.version} (servers started with ${SERVING_NODE_FLAGS.join(' ') || 'no flags'}, as \`npm run serve\`)`,
    `PostgreSQL ${await postgresVersion(databaseUrl)} on the same machine`,
  ].join(', ');
}
