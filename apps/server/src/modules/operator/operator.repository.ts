import { sql } from 'kysely';
import type { Db } from '../../db/client.js';

const OPERATOR_COLUMNS = [
  'o.id',
  'o.login_name',
  'o.display_name',
  'o.password_hash',
  'o.totp_secret_enc',
  'o.totp_enrolled_at',
  'o.totp_pending_enc',
  'o.totp_last_step',
  'o.roles',
  'o.companies',
  'o.disabled_at',
  'o.password_change_required',
] as const;

export function findOperatorByLogin(db: Db, loginName: string) {
  return db
    .selectFrom('operator as o')
    .select(OPERATOR_COLUMNS)
    .where(sql<string>`lower(o.login_name)`, '=', loginName.toLowerCase())
    .executeTakeFirst();
}
export type OperatorRow = NonNullable<Awaited<ReturnType<typeof findOperatorByLogin>>>;

export function findOperatorById(db: Db, id: number) {
  return db
    .selectFrom('operator as o')
    .select(OPERATOR_COLUMNS)
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/** The permissions of the named roles, merged (an unknown role grants nothing). */
export async function permissionsOfRoles(db: Db, roles: readonly string[]): Promise<string[]> {
  if (roles.length === 0) return [];
  const rows = await db
    .selectFrom('operator_role')
    .select('permissions')
    .where('name', 'in', [...roles])
    .execute();
  return [...new Set(rows.flatMap((r) => r.permissions))].sort();
}

export function upsertRole(db: Db, name: string, permissions: readonly string[], builtIn: boolean) {
  return db
    .insertInto('operator_role')
    .values({ name, permissions: [...permissions], built_in: builtIn })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ permissions: [...permissions], built_in: builtIn }),
    )
    .execute();
}

export function insertOperator(
  db: Db,
  values: {
    login_name: string;
    display_name: string;
    password_hash: string;
    roles: string[];
    companies: string[] | null;
    totp_secret_enc: string | null;
    totp_enrolled_at: Date | null;
    password_change_required: boolean;
  },
) {
  return db.insertInto('operator').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateOperator(
  db: Db,
  id: number,
  set: Partial<{
    totp_secret_enc: string | null;
    totp_enrolled_at: Date | null;
    totp_pending_enc: string | null;
    totp_last_step: bigint;
    disabled_at: Date | null;
    password_hash: string;
    roles: string[];
    companies: string[] | null;
    password_change_required: boolean;
  }>,
) {
  return db.updateTable('operator').set(set).where('id', '=', id).execute();
}

export function findLoginFailure(db: Db, operatorId: number, address: string) {
  return db
    .selectFrom('operator_login_failure')
    .select(['failed_count', 'locked_until'])
    .where('operator_id', '=', operatorId)
    .where('address', '=', address)
    .executeTakeFirst();
}

/** Counts a failed sign-in from `address`; returns the count (one statement: two at once both count). */
export async function countLoginFailure(db: Db, operatorId: number, address: string) {
  const row = await db
    .insertInto('operator_login_failure')
    .values({ operator_id: operatorId, address, failed_count: 1, locked_until: null })
    .onConflict((oc) =>
      oc
        .columns(['operator_id', 'address'])
        .doUpdateSet((eb) => ({ failed_count: eb('operator_login_failure.failed_count', '+', 1) })),
    )
    .returning('failed_count')
    .executeTakeFirstOrThrow();
  return row.failed_count;
}

export function lockLogin(db: Db, operatorId: number, address: string, until: Date) {
  return db
    .updateTable('operator_login_failure')
    .set({ locked_until: until, failed_count: 0 })
    .where('operator_id', '=', operatorId)
    .where('address', '=', address)
    .execute();
}

export function clearLoginFailures(db: Db, operatorId: number, address: string) {
  return db
    .deleteFrom('operator_login_failure')
    .where('operator_id', '=', operatorId)
    .where('address', '=', address)
    .execute();
}

/** Takes the code's time step only if it is later than the last one taken: a code is good once. */
export async function claimTotpStep(db: Db, id: number, step: bigint): Promise<boolean> {
  const result = await db
    .updateTable('operator')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function insertTicket(db: Db, ticketHash: string, operatorId: number, expiresAt: Date) {
  return db
    .insertInto('operator_ticket')
    .values({ ticket_hash: ticketHash, operator_id: operatorId, expires_at: expiresAt })
    .execute();
}

export function findTicket(db: Db, ticketHash: string) {
  return db
    .selectFrom('operator_ticket')
    .select(['operator_id', 'expires_at'])
    .where('ticket_hash', '=', ticketHash)
    .executeTakeFirst();
}

export function deleteTicket(db: Db, ticketHash: string) {
  return db.deleteFrom('operator_ticket').where('ticket_hash', '=', ticketHash).execute();
}

export function insertSession(
  db: Db,
  row: { token_hash: string; operator_id: number; created_at: Date; expires_at: Date },
) {
  return db
    .insertInto('operator_session')
    .values({ ...row, last_seen_at: row.created_at })
    .execute();
}

export function findSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('operator_session')
    .select(['operator_id', 'last_seen_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function touchSession(db: Db, tokenHash: string, at: Date) {
  return db
    .updateTable('operator_session')
    .set({ last_seen_at: at })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export function deleteSession(db: Db, tokenHash: string) {
  return db.deleteFrom('operator_session').where('token_hash', '=', tokenHash).execute();
}

/** Every session of the operator but the one of this token. */
export function deleteOtherSessions(db: Db, operatorId: number, keepTokenHash: string) {
  return db
    .deleteFrom('operator_session')
    .where('operator_id', '=', operatorId)
    .where('token_hash', '<>', keepTokenHash)
    .execute();
}

export function deleteSessionsOf(db: Db, operatorId: number) {
  return db.deleteFrom('operator_session').where('operator_id', '=', operatorId).execute();
}

export async function replaceRecoveryCodes(db: Db, operatorId: number, hashes: string[]) {
  await db.deleteFrom('operator_recovery_code').where('operator_id', '=', operatorId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto('operator_recovery_code')
    .values(hashes.map((code_hash) => ({ operator_id: operatorId, code_hash, used_at: null })))
    .execute();
}

/** Uses a recovery code once; false when it is unknown or already used. */
export async function useRecoveryCode(db: Db, operatorId: number, hash: string, at: Date) {
  const result = await db
    .updateTable('operator_recovery_code')
    .set({ used_at: at })
    .where('operator_id', '=', operatorId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countOperators(db: Db): Promise<number> {
  const row = await db
    .selectFrom('operator')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
