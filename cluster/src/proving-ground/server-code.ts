import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The server's own code, loaded at run time by path (as the benches do), so the proving
 * ground's type check stays out of the server's program. These are the few shapes the fixture
 * needs: members get their password and PIN hashed, their money and sessions made, exactly as
 * the server makes them.
 */
export interface Deps {
  db: unknown;
  hasher: { hash(secret: string): Promise<string> };
  pins: { hash(memberId: number, pin: string): string };
  jobs: { enqueue(job: unknown, payload: object): Promise<unknown> };
}

export interface ServerCode {
  loadConfig(env: Record<string, string>): { jobsInProcess: boolean };
  createDeps(config: unknown, opts: { seed: boolean }): Promise<Deps>;
  closeDeps(deps: Deps): Promise<void>;
  openSession(
    deps: Deps,
    memberId: number,
    oss: boolean,
    client: { ip: null; userAgent: null },
  ): Promise<{ token: string }>;
  adjustMemberAccount(
    db: unknown,
    op: { name: string; now: () => Date },
    input: { login: string; account: 'bonus'; amount: string; reason: string },
  ): Promise<unknown>;
  createCatalogue(
    db: unknown,
    company: string,
    platform: 'bzz',
    categories: object[],
  ): Promise<Map<string, number>>;
  cycleOf(epochMs: number): number;
  cycleName(cycle: number): string;
  bonusCloseJob: unknown;
}

const FILES = [
  'config.js',
  'bootstrap.js',
  'modules/auth/session.service.js',
  'modules/wallet/wallet-ops.service.js',
  'modules/catalog/index.js',
  'modules/bonus/index.js',
];

export async function loadServerCode(): Promise<ServerCode> {
  const modules = await Promise.all(
    FILES.map(
      (f) =>
        import(pathToFileURL(path.join(REPO_ROOT, 'apps/server/src', f)).href) as Promise<object>,
    ),
  );
  return Object.assign({}, ...modules) as ServerCode;
}
