import { API_BASE_PATH } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { MemberTable } from '../../src/db/schema.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createMember } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

/** A member with a live session, as a login would open it. */
export async function signedIn(t: TestApp, overrides: Partial<Insertable<MemberTable>> = {}) {
  const member = await createMember(t.db, overrides);
  const { token } = await openSession(t.deps, member.id, false, { ip: null, userAgent: null });
  return { member, token };
}

type Method = 'GET' | 'POST' | 'DELETE';

/** One call of the API; `token: null` sends none. */
export function call(
  t: TestApp,
  method: Method,
  path: string,
  opts: { token: string | null; body?: unknown; locale?: string },
) {
  return t.app.inject({
    method,
    url: `${API_BASE_PATH}${path}`,
    headers: {
      ...(opts.token ? { token: opts.token } : {}),
      ...(opts.locale ? { 'accept-language': opts.locale } : {}),
    },
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
}

/** The field errors of a 400 answer as `path key` strings. */
export function fieldKeys(res: { json(): { data: { fields?: { path: string; key: string }[] } } }) {
  return (res.json().data.fields ?? []).map((f) => `${f.path} ${f.key}`);
}

/** The last mail sent to an address (mail_outbox). */
export async function lastMailTo(t: TestApp, address: string) {
  return t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text'])
    .where('to_address', '=', address)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
