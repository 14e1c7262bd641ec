import type { MemberOwnedTable } from '../../src/db/member-owned-rows.js';
import { call } from '../security/security-test-kit.js';
import type { TestApp } from './test-app.js';

export const pathOf = (path: string, id: number | string) => path.replace(':id', String(id));

/** Adds a row through its add call and returns its id (fails the test if refused). */
export async function addRow(t: TestApp, addPath: string, token: string, body: object) {
  const res = await call(t, 'POST', addPath, { token, body });
  if (res.statusCode !== 200) throw new Error(`add refused: ${res.body}`);
  return res.json().data.id as number;
}

/** The ids of the member's live defaults, read from the table: one, or none without rows. */
export async function defaultIdsOf(t: TestApp, table: MemberOwnedTable, memberId: number) {
  const rows = await t.db
    .selectFrom(table)
    .select('id')
    .where('member_id', '=', memberId)
    .where('is_default', '=', true)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The member's setDefault and delete calls; `app` is read at each call, as a test file opens
 * its app in beforeAll. An address is deleted by GET (as spec "The calls the product makes" lists it), an account by DELETE.
 */
export function defaultAndDeleteCalls(
  app: () => TestApp,
  paths: { setDefault: string; delete: string },
  deleteMethod: 'GET' | 'DELETE',
) {
  return {
    setDefault: (token: string, id: number | string) =>
      call(app(), 'POST', pathOf(paths.setDefault, id), { token }),
    remove: (token: string, id: number | string) =>
      call(app(), deleteMethod, pathOf(paths.delete, id), { token }),
  };
}
