import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, HEADER } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDeps, createDeps } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import type { AppDeps } from '../../src/deps.js';
import { TEST_PG_URL } from '../helpers/test-app.js';
import { fund, TEST_PIN, walletMember } from './factories.js';
import { exited, runOps, startServer } from './server-process.js';

/**
 * SIGKILL in the middle of a transfer load, then a restart: the ledger verifies, every
 * transfer that was answered with success is in it, and retrying the requests whose answer
 * was lost applies each of them at most once. Needs a PostgreSQL server (a crash of the
 * embedded engine is a different story: its files live in the killed process).
 */
const PORT = 18_000 + Math.floor(Math.random() * 1_000);
const MEMBERS = 6;
const WORKERS = 12;

describe.skipIf(!TEST_PG_URL)('crash in the middle of a transfer load', () => {
  const dbName = `wallet_crash_${randomBytes(4).toString('hex')}`;
  const url = TEST_PG_URL
    ? Object.assign(new URL(TEST_PG_URL), { pathname: `/${dbName}` }).toString()
    : '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-crash-'));
  const env = {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    OPERATOR: 'crash-test',
  };
  let deps: AppDeps;
  let members: Array<{ id: number; token: string }>;

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    deps = await createDeps(loadConfig(env), { seed: false });
    members = [];
    let sponsor: number | undefined;
    for (let i = 0; i < MEMBERS; i++) {
      const m = await walletMember({ db: deps.db, deps }, sponsor ? { sponsor_id: sponsor } : {});
      sponsor = m.member.id;
      await fund(deps.db, m.member, 'bonus', 1_000_000n);
      members.push({ id: m.member.id, token: m.token });
    }
  }, 300_000);

  afterAll(async () => {
    await closeDeps(deps);
    await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const transfer = (i: number) => {
    const from = members[i % MEMBERS]!;
    const to = members[(i + 1 + (i % (MEMBERS - 1))) % MEMBERS]!;
    return fetch(`http://127.0.0.1:${PORT}${API_BASE_PATH}/bo/ewallet/transfer`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        token: from.token,
        [HEADER.idempotencyKey]: `crash-${i}-key`,
      },
      body: JSON.stringify({
        toMemberId: to.id,
        fromAccount: 'bonus',
        toAccount: 'bonus',
        amount: `${1 + (i % 9)}.25`,
        pin: TEST_PIN,
      }),
    }).then(async (res) => (await res.json()) as { code: number; data: { transferId: string } });
  };

  it(
    'verifies after a restart and holds every transfer answered with success',
    { timeout: 300_000 },
    async () => {
      let server = await startServer(env, PORT);
      const succeeded = new Map<number, string>();
      const lost = new Set<number>();
      let next = 0;
      let killed = false;
      const worker = async () => {
        while (!killed) {
          const i = next++;
          try {
            const answer = await transfer(i);
            if (answer.code === 0) succeeded.set(i, answer.data.transferId);
            else throw new Error(`refused: ${JSON.stringify(answer)}`);
          } catch (error) {
            if (!killed) throw error;
            lost.add(i);
          }
        }
      };
      const load = Promise.all(Array.from({ length: WORKERS }, worker));
      while (succeeded.size < 60) await new Promise((r) => setTimeout(r, 50));
      killed = true;
      server.kill('SIGKILL');
      await exited(server);
      await load;
      expect(lost.size).toBeGreaterThan(0);

      server = await startServer(env, PORT);
      try {
        const verify = await runOps(env, ['ledger:verify']);
        expect(verify.out).toContain('ledger OK');
        expect(verify.code).toBe(0);
        const rows = await deps.db
          .selectFrom('wallet_transfer')
          .select(['id', 'journal_id'])
          .execute();
        const stored = new Set(rows.map((r) => r.id.toString()));
        for (const id of succeeded.values()) expect(stored.has(id), `transfer ${id}`).toBe(true);

        // the client retries what it never got an answer to: applied at most once
        for (const i of lost) expect((await transfer(i)).code).toBe(0);
        for (const i of succeeded.keys())
          expect((await transfer(i)).data.transferId).toBe(succeeded.get(i));
        const after = await deps.db.selectFrom('wallet_transfer').select('id').execute();
        expect(after).toHaveLength(succeeded.size + lost.size);
        expect((await runOps(env, ['ledger:verify'])).code).toBe(0);
      } finally {
        server.kill('SIGTERM');
        await exited(server);
      }
    },
  );
});

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
