import {
  Migrator,
  sql,
  type DatabaseIntrospector,
  type Migration,
  type MigrationProvider,
  type TableMetadata,
} from 'kysely';
import type { Db } from './client.js';
import * as m0001 from './migrations/0001-core.js';
import * as m0002 from './migrations/0002-sessions.js';
import * as m0003 from './migrations/0003-system.js';
import * as m0005 from './migrations/0005-system.js';
import * as m0007 from './migrations/0007-shell.js';
import * as m0008 from './migrations/0008-ledger.js';
import * as m0009 from './migrations/0009-wallet.js';
import * as m0010 from './migrations/0010-security.js';
import * as m0011 from './migrations/0011-bank.js';
import * as m0012 from './migrations/0012-login-lockout.js';
import * as m0013 from './migrations/0013-marketplace-bank-menu.js';
import * as m0014 from './migrations/0014-mail-outbox-delivery.js';
import * as m0015 from './migrations/0015-shop.js';
// orders (issue 13)
import * as m0017 from './migrations/0017-orders.js';
// addresses
import * as m0016 from './migrations/0016-addresses.js';
// payment (issue 13)
import * as m0018 from './migrations/0018-payments.js';
// organization trees
import * as m0019 from './migrations/0019-trees.js';
// bonus cycle close
import * as m0020 from './migrations/0020-bonus.js';
// trees at any depth (issue 14)
import * as m0023 from './migrations/0023-tree-depth.js';
// personal profile pictures (issue 15)
import * as m0025 from './migrations/0025-profile-picture.js';
// message centre (issue 16)
import * as m0026 from './migrations/0026-message-centre.js';
// estimate and vacation points (issue 14)
import * as m0022 from './migrations/0022-estimate-vacation.js';
// registration (issue 15)
import * as m0024 from './migrations/0024-registration.js';
// library (issue 16)
import * as m0028 from './migrations/0028-library.js';
// news (issue 16)
import * as m0027 from './migrations/0027-news.js';
// promotions (issue 16)
import * as m0029 from './migrations/0029-promotions.js';
// registration area pickers and placement preference (issue 15)
import * as m0030 from './migrations/0030-registration-area-preference.js';
// transfer-received notices (issue 16)
import * as m0031 from './migrations/0031-transfer-notice.js';
// the ledger's commit check once per entry, not once per posting (issue 14 bench)
import * as m0034 from './migrations/0034-ledger-check-once.js';
// hot company accounts (issue 13 benchmark)
import * as m0035 from './migrations/0035-ledger-hot-accounts.js';
// the trees' dirty marks appended, not upserted (issue 13 benchmark)
import * as m0036 from './migrations/0036-tree-leg-marks.js';
import * as m0037 from './migrations/0037-bonus-left-line-checks.js';
// left lines in the member's state row; close rows' references checked per statement (issue 14 bench)
import * as m0038 from './migrations/0038-close-rows-checked-per-statement.js';
// ledger accounts opened in bulk: references checked per statement (issue 14 bench)
import * as m0039 from './migrations/0039-ledger-accounts-checked-per-statement.js';
// messages' references checked per statement (issue 14 bench)
import * as m0040 from './migrations/0040-messages-checked-per-statement.js';
import * as m0041 from './migrations/0041-transfer-in-one-statement.js';
import * as m0042 from './migrations/0042-room-for-updates.js';
import * as m0043 from './migrations/0043-exact-bigint-total.js';
import * as m0044 from './migrations/0044-close-rows-fewer-indexes.js';
// a recruit's wrong guesses at its sponsor's PIN lock the recruit, not the sponsor
import * as m0045 from './migrations/0045-sponsor-pin-guard.js';
// a message's text in several languages, each member reading their own
import * as m0046 from './migrations/0046-message-texts.js';
// promotion prizes credited: reward points, tier awards (issue 16)
import * as m0032 from './migrations/0032-promotion-prizes.js';

/** Numbered, forward-only: a migration is never edited once landed; add the next number. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-core': m0001,
  '0002-sessions': m0002,
  '0003-system': m0003,
  '0005-system': m0005,
  '0007-shell': m0007,
  '0008-ledger': m0008,
  '0009-wallet': m0009,
  '0010-security': m0010,
  '0011-bank': m0011,
  '0012-login-lockout': m0012,
  '0013-marketplace-bank-menu': m0013,
  '0014-mail-outbox-delivery': m0014,
  '0015-shop': m0015,
  // orders (issue 13)
  '0017-orders': m0017,
  // addresses
  '0016-addresses': m0016,
  // payment (issue 13)
  '0018-payments': m0018,
  // organization trees
  '0019-trees': m0019,
  // bonus cycle close
  '0020-bonus': m0020,
  // trees at any depth (issue 14)
  '0023-tree-depth': m0023,
  // personal profile pictures (issue 15)
  '0025-profile-picture': m0025,
  // estimate and vacation points (issue 14)
  '0022-estimate-vacation': m0022,
  // registration (issue 15)
  '0024-registration': m0024,
  // library (issue 16)
  '0028-library': m0028,
  // news (issue 16)
  '0027-news': m0027,
  // promotions (issue 16)
  '0029-promotions': m0029,
  // message centre (issue 16)
  '0026-message-centre': m0026,
  // registration area pickers and placement preference (issue 15)
  '0030-registration-area-preference': m0030,
  // transfer-received notices (issue 16)
  '0031-transfer-notice': m0031,
  // the ledger's commit check once per entry, not once per posting (issue 14 bench)
  '0034-ledger-check-once': m0034,
  '0035-ledger-hot-accounts': m0035,
  // the trees' dirty marks appended, not upserted (issue 13 benchmark)
  '0036-tree-leg-marks': m0036,
  '0037-bonus-left-line-checks': m0037,
  '0038-close-rows-checked-per-statement': m0038,
  '0039-ledger-accounts-checked-per-statement': m0039,
  '0040-messages-checked-per-statement': m0040,
  '0041-transfer-in-one-statement': m0041,
  '0042-room-for-updates': m0042,
  '0043-exact-bigint-total': m0043,
  '0044-close-rows-fewer-indexes': m0044,
  '0045-sponsor-pin-guard': m0045,
  '0046-message-texts': m0046,
  // promotion prizes credited: reward points, tier awards (issue 16)
  '0032-promotion-prizes': m0032,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<string[]> {
  // the migration tables live in the current schema: a test schema on a shared server
  // must not see another schema's bookkeeping
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db: withSchemaIntrospection(db),
    provider,
    migrationTableSchema: rows[0]?.schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${(error as Error).message}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Kysely's migrator asks whether its tables exist by introspecting every table and column of
 * every schema; on a shared PostgreSQL server another process dropping its own schema at that
 * moment makes that query fail. Only the current schema's table names are needed.
 */
function withSchemaIntrospection(db: Db): Db {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; schema: string; type: string }>`
      select table_name as name, table_schema as schema, table_type as type
        from information_schema.tables where table_schema = current_schema()`.execute(db);
    return rows.map((r) => ({ ...r, isView: r.type === 'VIEW', columns: [] }));
  };
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely keeps its state in private fields: its methods must run on the real instance
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
