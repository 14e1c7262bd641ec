import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { attachCluster, clusterUp, type Cluster } from '../cluster.js';
import { loadSecrets } from '../state.js';
import type { Check } from './check.js';
import { databaseChecks } from './checks-db.js';
import { replayCheck, trafficChecks } from './checks-traffic.js';
import { closeTrigger } from './close-trigger.js';
import { runFaults } from './faults.js';
import { addBankAccounts } from './fixture-banks.js';
import { buildFixture, COMPANY, type Fixture } from './fixture.js';
import { httpClient } from './http.js';
import { latencyByKind } from './latency.js';
import { ledgerVerify } from './ledger-verify.js';
import { openBadgeStreams } from './live-badges.js';
import { WITHDRAWERS } from './mix.js';
import { provingOptions, type ProvingOptions } from './options.js';
import { markdown, writeReport, type ProvingReport } from './report.js';
import { runLoad } from './run-load.js';
import { loadServerCode, type Deps, type ServerCode } from './server-code.js';
import { waitForClose } from './wait-for-close.js';

/**
 * `npm run proving-ground`: a cluster under a mixed open-loop load while its parts are killed
 * and restarted, then the checks that nothing was lost, doubled or oversold; beside it the same
 * load on one server. Prints the table and exits 1 when any check fails.
 */
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const STREAMS = 5;

async function main() {
  const o = provingOptions(process.argv.slice(2));
  log(`${o.attach ? 'attaching to' : 'bringing up'} the cluster (${o.stateDir})`);
  const cluster = o.attach
    ? attachCluster(o.attach)
    : await clusterUp({ stateDir: o.stateDir, servers: o.servers, seed: 'none', log });
  const env = fixtureEnv(cluster);
  const code = await loadServerCode();
  const deps = await code.createDeps(code.loadConfig(env), { seed: false });
  try {
    const report = await prove(o, cluster, code, deps, env);
    console.log(`\n${markdown(report)}\n`);
    writeReport(o.report, report);
    log(`report written to ${o.report}`);
    const failed = report.checks.filter((c) => !c.pass).length;
    log(failed ? `${failed} check(s) FAILED` : 'every check passed');
    process.exitCode = failed ? 1 : 0;
  } finally {
    await code.closeDeps(deps);
    if (!o.attach && !o.keep) await cluster.down();
  }
}

/** The portal's own settings for the fixture's and the ledger check's connection: straight to PostgreSQL. */
function fixtureEnv(cluster: Cluster): Record<string, string> {
  return {
    ...(loadSecrets(cluster.stateDir) as unknown as Record<string, string>),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: cluster.directDatabaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'proving-ground-')),
    SEED_ON_START: 'false',
    JOBS_IN_PROCESS: 'false',
    OPERATOR: 'proving-ground',
  };
}

async function prove(
  o: ProvingOptions,
  cluster: Cluster,
  code: ServerCode,
  deps: Deps,
  env: Record<string, string>,
): Promise<ProvingReport> {
  log(`fixture: ${o.members} members, a limited SKU, volume in the last cycle`);
  const fixture = await buildFixture(code, deps, cluster.directDatabaseUrl, o.members);
  const setup = httpClient(cluster.url);
  const bankOf = await addBankAccounts(setup, fixture.members.slice(0, WITHDRAWERS));
  const t0 = performance.now();
  const clock = () => performance.now() - t0;
  const close = closeTrigger(code, deps, cluster.directDatabaseUrl, COMPANY, fixture.closedCycle);
  const streams = openBadgeStreams(cluster.url, fixture.members.slice(-STREAMS));
  log(
    `load: ${o.rate} calls/s for ${o.seconds} s on ${cluster.servers.length} servers, faults within`,
  );
  const [load, windows] = await Promise.all([
    runLoad(cluster.url, fixture, bankOf, o.rate, o.seconds, clock),
    runFaults(cluster, close, o.seconds, clock, log),
  ]);
  // a stream's reconnect after the last fault comes within a second or two
  await new Promise((r) => setTimeout(r, 3_000));
  streams.stop();
  log(
    `load done: ${load.sent} arrivals, ${load.records.length} calls; waiting for the bonus close`,
  );
  await waitForClose(cluster.directDatabaseUrl, COMPANY, fixture.closedCycle, log);
  const checks: Check[] = [
    ...trafficChecks(load.records, windows, streams.stats),
    await replayCheck(setup, load.records),
    ...(await databaseChecks(cluster.directDatabaseUrl, load.records, fixture)),
    await ledgerVerify(env),
  ];
  setup.close();
  const oneServer = await oneServerRun(o, cluster, fixture, bankOf);
  return {
    startedAt: new Date(Date.now() - clock()).toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`,
    servers: cluster.servers.length,
    members: o.members,
    cluster: figures(o.rate, o.seconds, load, latencyByKind(load.records, windows)),
    ...(oneServer ? { oneServer } : {}),
    windows,
    checks,
  };
}

/** The same load straight to server-1 (the others idle), no faults: the single-server figures. */
async function oneServerRun(
  o: ProvingOptions,
  cluster: Cluster,
  fixture: Fixture,
  bankOf: Map<number, number>,
) {
  if (o.oneServerSeconds === 0) return undefined;
  log(`the same load on one server: ${o.rate} calls/s for ${o.oneServerSeconds} s`);
  const t0 = performance.now();
  const clock = () => performance.now() - t0;
  const url = cluster.servers[0]!.url;
  const load = await runLoad(url, fixture, bankOf, o.rate, o.oneServerSeconds, clock);
  return figures(o.rate, o.oneServerSeconds, load, latencyByKind(load.records));
}

const figures = (
  rate: number,
  seconds: number,
  load: { sent: number; records: unknown[] },
  latency: ProvingReport['cluster']['latency'],
) => ({ rate, seconds, sent: load.sent, calls: load.records.length, latency });

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
