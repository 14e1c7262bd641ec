import type { Db } from '../../src/db/client.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import type { TestApp } from '../helpers/test-app.js';

export const API = '/frontend-server';

/** A live session for the member, as a login would open it. */
export async function tokenFor(t: TestApp, memberId: number): Promise<string> {
  const { token } = await openSession(t.deps, memberId, false, { ip: null, userAgent: null });
  return token;
}

export function getAs(
  t: TestApp,
  url: string,
  token?: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'GET',
    url: `${API}${url}`,
    headers: { ...(token ? { token } : {}), ...headers },
  });
}

/** The answer of an error without its per-request id, to compare two answers. */
export function withoutRequestId(body: { data?: { requestId?: string } }) {
  const { requestId: _ignored, ...data } = body.data ?? {};
  return { ...body, data };
}

export async function setStatus(db: Db, memberId: number, status: number) {
  await db.updateTable('member').set({ status }).where('id', '=', memberId).execute();
}
