import type { Db } from '../../db/client.js';
import type { AuditEntryTable } from './audit.tables.js';

export type NewAuditEntry = Omit<AuditEntryTable, 'id' | 'at'> & { at: Date };

/** bigint (money in minor units) is written as its decimal string. */
function json(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

export async function insertAuditEntry(db: Db, e: NewAuditEntry): Promise<void> {
  await db
    .insertInto('audit_entry')
    .values({ ...e, before: json(e.before), after: json(e.after) })
    .execute();
}

export interface AuditFilter {
  operator?: string;
  action?: string;
  target?: string;
  from?: Date;
  to?: Date;
  /** only entries of these companies (or without a company); undefined for all */
  companies?: readonly string[];
}

function filtered(db: Db, f: AuditFilter) {
  let q = db.selectFrom('audit_entry');
  if (f.operator) q = q.where('operator', '=', f.operator);
  if (f.action) q = q.where('action', '=', f.action);
  if (f.target) q = q.where('target', '=', f.target);
  if (f.from) q = q.where('at', '>=', f.from);
  if (f.to) q = q.where('at', '<', f.to);
  if (f.companies) {
    const companies = [...f.companies];
    q = q.where((eb) =>
      eb.or([
        eb('company_code', 'is', null),
        ...(companies.length ? [eb('company_code', 'in', companies)] : []),
      ]),
    );
  }
  return q;
}

export function findAuditPage(db: Db, f: AuditFilter, limit: number, offset: number) {
  return filtered(db, f)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
export type AuditRow = Awaited<ReturnType<typeof findAuditPage>>[number];

export async function countAudit(db: Db, f: AuditFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The latest entries about one target (its index: target, at desc). */
export function findLatestForTarget(db: Db, target: string, limit: number) {
  return db
    .selectFrom('audit_entry')
    .select(['at', 'operator', 'action', 'reason', 'outcome'])
    .where('target', '=', target)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
