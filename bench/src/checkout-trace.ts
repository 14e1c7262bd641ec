import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withBenchDatabase, type BenchDatabase } from './bench-database.js';
import {
  createCheckoutSkus,
  loadCheckoutServer,
  orderBody,
  randomLines,
} from './checkout-fixture.js';
import { ROOT, serverEnv } from './processes.js';
import { BENCH_PIN, createBenchMembers } from './wallet-fixture.js';
import type { Deps } from './wallet-server.js';

/**
 * `npx tsx src/checkout-trace.ts`: the SQL statements one saveOrder + payOrder sends, in order
 * (a Kysely plugin counts them), on a fresh unseeded database: where a checkout's round trips go.
 */
interface Pluggable {
  withPlugin(plugin: object): unknown;
}

interface Compiling {
  getExecutor(): { compileQuery(node: unknown, queryId: unknown): { sql: string } };
}

async function main() {
  await withBenchDatabase('checkout_trace', measure);
}

async function measure(db: BenchDatabase) {
  const env = serverEnv('checkout-trace-', { DATABASE_URL: db.url, SEED_ON_START: 'false' });
  const server = await loadCheckoutServer();
  const deps = await server.createDeps(server.loadConfig(env), { seed: false });
  try {
    // by path at run time, so the bench's type check stays out of the server's program
    const seedFile = (f: string) =>
      import(pathToFileURL(path.join(ROOT, 'apps/server/src/seed', f)).href) as Promise<{
        seedCompanies(db: unknown): Promise<void>;
        seedSystem(db: unknown): Promise<void>;
      }>;
    const { seedCompanies } = await seedFile('companies.js');
    const { seedSystem } = await seedFile('system.js');
    await seedCompanies(deps.db);
    await seedSystem(deps.db);
    const [member] = await createBenchMembers(server, deps, env.DATABASE_URL, 1, '1000.00');
    const skus = await createCheckoutSkus(server, deps, 4);
    const auth = (await server.resolveSession(deps, member!.token))!;
    const seen: string[] = [];
    // counted when a result comes back, so a query embedded in another is not counted
    const built = new Map<unknown, string>();
    const counter = {
      transformQuery: (args: { node: { kind: string }; queryId: unknown }) => {
        const sql = process.env.TRACE_SQL
          ? (deps.db as Compiling).getExecutor().compileQuery(args.node, args.queryId).sql
          : args.node.kind;
        built.set(args.queryId, sql.replace(/\s+/g, ' ').slice(0, 220));
        return args.node;
      },
      transformResult: async (args: { result: unknown; queryId: unknown }) => {
        seen.push(built.get(args.queryId) ?? '?');
        return args.result;
      },
    };
    const traced: Deps = { ...deps, db: (deps.db as Pluggable).withPlugin(counter) };
    for (let round = 0; round < 2; round++) {
      seen.length = 0;
      const saved = await server.saveOrder(traced, auth, orderBody(randomLines(skus)), {
        idempotencyKey: randomUUID(),
        locale: 'en',
      });
      const afterSave = seen.length;
      await server.payOrder(
        traced,
        auth,
        saved.orderNo,
        { method: 'ewallet', account: 'bonus', amount: saved.amountDue, pin: BENCH_PIN },
        { idempotencyKey: randomUUID() },
      );
      console.log(
        `round ${round}: saveOrder ${afterSave} statements, payOrder ${seen.length - afterSave}`,
      );
      console.log(
        process.env.TRACE_SQL ? seen.map((q, i) => `${i + 1}. ${q}`).join('\n') : seen.join(' '),
      );
    }
  } finally {
    await server.closeDeps(deps);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
