import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './processes.js';

/**
 * The server's own code, loaded at run time by path. The bench's type check then stays out of
 * the server's program (whose table types live in per-module augmentation files); these are
 * the few shapes the wallet benchmark needs.
 */
export interface Deps {
  db: unknown;
  hasher: {
    hash(secret: string): Promise<string>;
    verify(hash: string, secret: string): Promise<boolean>;
  };
  pins: {
    hash(memberId: number, pin: string): string;
    check(stored: string, memberId: number, pin: string): Promise<{ right: boolean }>;
  };
}
export type Auth = { memberId: number; companyCode: string; status: number };
export interface TransferBody {
  toMemberId: number;
  fromAccount: 'bonus';
  toAccount: 'bonus';
  amount: string;
  pin: string;
}

export interface Server {
  loadConfig(env: Record<string, string>): unknown;
  createDeps(config: unknown, opts: { seed: boolean }): Promise<Deps>;
  closeDeps(deps: Deps): Promise<void>;
  openSession(
    deps: Deps,
    memberId: number,
    oss: boolean,
    client: { ip: null; userAgent: null },
  ): Promise<{ token: string }>;
  resolveSession(deps: Deps, token: string): Promise<Auth | null>;
  adjustMemberAccount(
    db: unknown,
    op: { name: string; now: () => Date },
    input: { login: string; account: 'bonus'; amount: string; reason: string },
  ): Promise<unknown>;
  transfer(deps: Deps, auth: Auth, body: TransferBody, key: string): Promise<unknown>;
  postTransfer(
    db: unknown,
    ctx: { sender: Auth; settings: unknown; at: Date },
    order: unknown,
    ticket: { scope: string; key: string; requestHash: string; at: Date },
    pin: string | null,
  ): Promise<unknown>;
  transferSettingsSeen(db: unknown, companyCode: string): Promise<unknown>;
  transferLimitAmounts(db: unknown, money: unknown): Promise<unknown>;
  inTransaction<T>(db: unknown, work: (trx: unknown) => Promise<T>): Promise<T>;
  companyMoney(db: unknown, companyCode: string): Promise<unknown>;
  verifyWallet(db: unknown): Promise<{ ok: boolean; problems: string[] }>;
}

const FILES = [
  'config.js',
  'bootstrap.js',
  'modules/auth/session.service.js',
  'modules/wallet/wallet-ops.service.js',
  'modules/wallet/transfer/transfer.service.js',
  'modules/wallet/transfer/transfer-post.js',
  'db/transaction.js',
  'modules/wallet/wallet-settings.js',
  'modules/wallet/wallet-verify.service.js',
];

export async function loadServer(): Promise<Server> {
  const modules = await Promise.all(
    FILES.map(
      (f) => import(pathToFileURL(path.join(ROOT, 'apps/server/src', f)).href) as Promise<object>,
    ),
  );
  return Object.assign({}, ...modules) as Server;
}
