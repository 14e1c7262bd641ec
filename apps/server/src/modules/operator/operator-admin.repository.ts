import { sql } from 'kysely';
import type { Db } from '../../db/client.js';

// the console's management of operators and roles: the lists and the role lookups

/** One page of the operators, by login name. */
export function findOperatorPage(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('operator')
    .select([
      'id',
      'login_name',
      'display_name',
      'roles',
      'companies',
      'totp_enrolled_at',
      'disabled_at',
      'created_at',
    ])
    .orderBy('login_name')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function listRoles(db: Db) {
  return db
    .selectFrom('operator_role as r')
    .select((eb) => [
      'r.name',
      'r.permissions',
      'r.built_in',
      eb
        .selectFrom('operator as o')
        .select(eb.fn.countAll<string>().as('n'))
        .where(sql<boolean>`r.name = any(o.roles)`)
        .as('operators'),
    ])
    .orderBy('r.built_in', 'desc')
    .orderBy('r.name')
    .execute();
}

export function findRole(db: Db, name: string) {
  return db
    .selectFrom('operator_role')
    .select(['name', 'permissions', 'built_in'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/** The names among `roles` that are roles. */
export async function existingRoles(db: Db, roles: readonly string[]): Promise<string[]> {
  if (roles.length === 0) return [];
  const rows = await db
    .selectFrom('operator_role')
    .select('name')
    .where('name', 'in', [...roles])
    .execute();
  return rows.map((r) => r.name);
}
