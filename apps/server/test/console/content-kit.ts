import type { AuditEntryTable } from '../../src/modules/audit/audit.tables.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createCompany, createMember } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import { operatorSession } from './console-helpers.js';

/**
 * The world of the content desk's tests (news, library, promotions): company MY beside US, a
 * content operator of every company, one of MY only, and support (no content permission).
 */
export async function contentOperators(t: TestApp) {
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  return {
    content: (await operatorSession(t, ['content'])).token,
    contentMy: (await operatorSession(t, ['content'], { companies: ['MY'] })).token,
    support: (await operatorSession(t, ['support'])).token,
  };
}

/** A US member signed in to the member portal: the token, to see what members are shown. */
export async function usMemberToken(t: TestApp, loginName: string) {
  const member = await createMember(t.db, { login_name: loginName, company_code: 'US' });
  return (await openSession(t.deps, member.id, false, { ip: null, userAgent: null })).token;
}

/** The error code of a refused call. */
export const errorOf = (res: { json: () => { data: { error: string } } }) => res.json().data.error;

type AuditColumn = Exclude<keyof AuditEntryTable, 'id' | 'at'>;

/** The audit entries about `target` (e.g. `news_item:7`), oldest first, with `columns` only. */
export function auditOf<C extends AuditColumn>(t: TestApp, target: string, columns: C[]) {
  return t.db
    .selectFrom('audit_entry')
    .select(columns)
    .where('target', '=', target)
    .orderBy('id')
    .execute();
}
