import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from './client.js';
import type { Defaulted, Timestamp } from './columns.js';
import { lockMemberRow } from './member-row-lock.js';
import type { Database } from './schema.js';

/**
 * The columns of a member's rows that are soft-deleted and of which at most one live row is the
 * default (a partial unique index holds that): addresses and bank accounts.
 */
interface MemberOwnedColumns {
  id: Generated<number>;
  member_id: number;
  is_default: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

/** The tables of the schema that have those columns. */
export type MemberOwnedTable = {
  [K in keyof Database]: Database[K] extends MemberOwnedColumns ? K : never;
}[keyof Database];

/**
 * The queries on one such table that every owner of it runs the same way, each scoped to one
 * member; its repository exports them under its own names. Writes belong after `lockMember`,
 * in the same transaction.
 */
export function memberOwnedRows<T extends MemberOwnedTable>(table: T) {
  type Row = Selectable<Database[T]>;
  // Kysely cannot type a query on a table named by a type parameter (kysely#995); it can on the
  // union of these tables, but merges their columns in a row, so rows are typed back to T's own
  const from: MemberOwnedTable = table;

  // promotion sets only the columns every such table has, which TypeScript cannot see in T's
  type Values = Updateable<Database[T]> | Updateable<MemberOwnedColumns>;

  function update(db: Db, memberId: number, id: number, values: Values) {
    return db
      .updateTable(from)
      .set(values)
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst() as Promise<Row | undefined>;
  }

  return {
    /**
     * Serialises one member's changes to these rows (the first becomes the default, one default
     * at a time, a limit); false when the member is gone.
     */
    lockMember: lockMemberRow,

    /** The member's live rows, the default first, then the newest. */
    listLive(db: Db, memberId: number) {
      return db
        .selectFrom(from)
        .selectAll()
        .where('member_id', '=', memberId)
        .where('deleted_at', 'is', null)
        .orderBy('is_default', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute() as Promise<Row[]>;
    },

    async countLive(db: Db, memberId: number): Promise<number> {
      const row = await db
        .selectFrom(from)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insert(db: Db, values: Insertable<Database[T]>) {
      return db
        .insertInto(from)
        .values(values as Insertable<Database[MemberOwnedTable]>)
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<Row>;
    },

    /** Another member's row or a deleted one is left alone and answers undefined. */
    updateOwnLive(db: Db, memberId: number, id: number, values: Updateable<Database[T]>) {
      return update(db, memberId, id, values);
    },

    /** Clears the member's default, so another row can take it under the unique index. */
    async clearDefault(db: Db, memberId: number, now: Date) {
      await db
        .updateTable(from)
        .set({ is_default: false, updated_at: now })
        .where('member_id', '=', memberId)
        .where('is_default', '=', true)
        .where('deleted_at', 'is', null)
        .execute();
    },

    async softDelete(db: Db, memberId: number, id: number, now: Date) {
      await db
        .updateTable(from)
        .set({ deleted_at: now, is_default: false, updated_at: now })
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .execute();
    },

    /** Makes the newest live row the default; its id, or null when none is left. */
    async promoteNewestToDefault(db: Db, memberId: number, now: Date) {
      const newest = await db
        .selectFrom(from)
        .select('id')
        .where('member_id', '=', memberId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!newest) return null;
      await update(db, memberId, newest.id, { is_default: true, updated_at: now });
      return newest.id;
    },

    async findDefaultId(db: Db, memberId: number): Promise<number | null> {
      const row = await db
        .selectFrom(from)
        .select('id')
        .where('member_id', '=', memberId)
        .where('is_default', '=', true)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row?.id ?? null;
    },
  };
}
