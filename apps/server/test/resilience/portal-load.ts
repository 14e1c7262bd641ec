import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, HEADER } from '@portal/contract';
import { closeDeps, createDeps } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import type { AppDeps } from '../../src/deps.js';
import { fund, TEST_PIN, walletMember } from '../wallet/factories.js';
import { runOps } from '../wallet/server-process.js';
import type { PgCluster } from './pg-cluster.js';

/**
 * The portal's database on a throwaway cluster, members with money, and a load of reads and
 * transfers (each with its own idempotency key) against the real server process, counting
 * every answer so a test can tell what the members saw.
 */
export interface Portal {
  env: Record<string, string>;
  deps: AppDeps;
  members: Array<{ id: number; token: string }>;
  close(): Promise<void>;
}

export async function preparePortal(cluster: PgCluster, members = 4): Promise<Portal> {
  await cluster.admin('create database portal');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-resilience-'));
  const env = {
    DATABASE_URL: cluster.url.replace(/\/postgres$/, '/portal'),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    OPERATOR: 'resilience-test',
    DB_CONNECT_TIMEOUT_MS: '2000',
  };
  // the test's own connection to the portal's database makes members and reads the ledger; the
  // job workers belong to the server under test, so none run here beside it
  const deps = await createDeps({ ...loadConfig(env), jobsInProcess: false }, { seed: false });
  const list: Portal['members'] = [];
  let sponsor: number | undefined;
  for (let i = 0; i < members; i++) {
    const m = await walletMember({ db: deps.db, deps }, sponsor ? { sponsor_id: sponsor } : {});
    sponsor = m.member.id;
    await fund(deps.db, m.member, 'bonus', 1_000_000n);
    list.push({ id: m.member.id, token: m.token });
  }
  return {
    env,
    deps,
    members: list,
    async close() {
      await closeDeps(deps);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Tally {
  /** transfer key index → transferId, for every transfer answered with success */
  acknowledged: Map<number, string>;
  /** transfer key indexes never answered with success (503, network error) */
  unanswered: Set<number>;
  /** count per answer: 'read 0', 'transfer 503', 'read network', … */
  answers: Map<string, number>;
}

export function newTally(): Tally {
  return { acknowledged: new Map(), unanswered: new Set(), answers: new Map() };
}

const count = (tally: Tally, what: string) =>
  tally.answers.set(what, (tally.answers.get(what) ?? 0) + 1);

export function transfer(portal: Portal, port: number, i: number) {
  const { members } = portal;
  const from = members[i % members.length]!;
  const to = members[(i + 1) % members.length]!;
  return fetch(`http://127.0.0.1:${port}${API_BASE_PATH}/bo/ewallet/transfer`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      token: from.token,
      [HEADER.idempotencyKey]: `resilience-${i}-key`,
    },
    body: JSON.stringify({
      toMemberId: to.id,
      fromAccount: 'bonus',
      toAccount: 'bonus',
      amount: `${1 + (i % 9)}.25`,
      pin: TEST_PIN,
    }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as Envelope }));
}

export function read(portal: Portal, port: number, i: number) {
  const member = portal.members[i % portal.members.length]!;
  return fetch(`http://127.0.0.1:${port}${API_BASE_PATH}/bo/ewallet/transfer/limits`, {
    headers: { token: member.token, 'accept-language': 'id' },
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as Envelope }));
}

export interface Envelope {
  code: number;
  data: { transferId?: string; error?: string } | null;
  msg: string;
}

/** Workers alternating transfers and reads until `stop()`; resolves with what they saw. */
export function startLoad(portal: Portal, port: number, workers = 6) {
  const tally = newTally();
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      const i = next++;
      const isRead = i % 2 === 1;
      const kind = isRead ? 'read' : 'transfer';
      try {
        const { body } = await (isRead ? read(portal, port, i) : transfer(portal, port, i));
        count(tally, `${kind} ${body.code}`);
        if (body.code !== 0 && body.code !== 503)
          count(tally, `unexpected ${JSON.stringify(body)}`);
        if (!isRead && body.code === 0) tally.acknowledged.set(i, body.data!.transferId!);
        if (!isRead && body.code !== 0) tally.unanswered.add(i);
        // a member's browser waits before it asks again; so does this one
        if (body.code === 503) await new Promise((r) => setTimeout(r, 50));
      } catch {
        count(tally, `${kind} network`);
        if (!isRead) tally.unanswered.add(i);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const running = Promise.all(Array.from({ length: workers }, worker));
  return {
    tally,
    async stop() {
      stopped = true;
      await running;
      return tally;
    },
  };
}

/**
 * Nothing lost, nothing doubled: the ledger verifies, every acknowledged transfer is stored
 * once, and retrying every unanswered key applies it once (then the ledger verifies again).
 */
export async function checkLedger(portal: Portal, port: number, tally: Tally) {
  const problems: string[] = [];
  const verify = await runOps(portal.env, ['ledger:verify']);
  if (verify.code !== 0) problems.push(`ledger:verify: ${verify.out}`);
  const rows = await portal.deps.db.selectFrom('wallet_transfer').select('id').execute();
  const stored = new Set(rows.map((r) => r.id.toString()));
  for (const [i, id] of tally.acknowledged) {
    if (!stored.has(id)) problems.push(`acknowledged transfer ${i} (${id}) missing`);
  }
  for (const i of tally.unanswered) {
    const again = await transfer(portal, port, i);
    if (again.body.code !== 0) problems.push(`retry of ${i}: ${JSON.stringify(again.body)}`);
  }
  for (const [i, id] of tally.acknowledged) {
    const again = await transfer(portal, port, i);
    if (again.body.data?.transferId !== id) problems.push(`replay of ${i} answered another id`);
  }
  const after = await portal.deps.db.selectFrom('wallet_transfer').select('id').execute();
  const expected = tally.acknowledged.size + tally.unanswered.size;
  if (after.length !== expected)
    problems.push(`${after.length} transfers stored, ${expected} keys`);
  const again = await runOps(portal.env, ['ledger:verify']);
  if (again.code !== 0) problems.push(`ledger:verify after retries: ${again.out}`);
  return problems;
}
