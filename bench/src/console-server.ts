import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OpenCycleServer } from './open-cycle-volume-bench.js';
import type { OrderSearchServer } from './order-search-bench.js';
import { ROOT } from './processes.js';

/** What bench:console calls in the server, loaded from its source (no HTTP). */
export interface OperatorContext {
  id: number;
  loginName: string;
  roles: readonly string[];
  permissions: ReadonlySet<string>;
  companies: readonly string[] | null;
  address: string | null;
}
export interface Deps {
  db: Kysely;
  now(): Date;
}
export interface Server extends OrderSearchServer, OpenCycleServer {
  loadConfig(env: Record<string, string>): unknown;
  createDeps(config: unknown, opts: { seed: boolean }): Promise<Deps>;
  closeDeps(deps: Deps): Promise<void>;
  searchMembers(
    deps: Deps,
    operator: OperatorContext,
    search: { q: string; pageNum: number; pageSize: number },
  ): Promise<{ list: unknown[]; total: number }>;
  withdrawalQueue(
    deps: Deps,
    operator: OperatorContext,
    q: { pageNum: number; pageSize: number; status?: number; minAmount?: string },
  ): Promise<{ list: unknown[]; total: number }>;
}
interface Kysely {
  selectFrom(t: string): {
    selectAll(): {
      where(c: string, o: string, v: number): { executeTakeFirst(): Promise<unknown> };
    };
  };
}

const FILES = [
  'config.js',
  'bootstrap.js',
  'modules/member/member-console.service.js',
  'modules/wallet/wallet-console.service.js',
  'modules/order/order-console.service.js',
  'modules/organization/volume.service.js',
  'modules/organization/company-volume.service.js',
  'modules/console-home/console-home.service.js',
];

export async function loadServer(): Promise<Server> {
  const modules = await Promise.all(
    FILES.map((f) => import(pathToFileURL(path.join(ROOT, 'apps/server/src', f)).href)),
  );
  return Object.assign({}, ...modules) as Server;
}

/** The bench's operator: of all companies, allowed to search members and read the queue. */
export const ALL_COMPANIES: OperatorContext = {
  id: 1,
  loginName: 'bench',
  roles: ['admin'],
  permissions: new Set(['member:view', 'withdrawal:view']),
  companies: null,
  address: null,
};
