import { openSession } from '../../src/modules/auth/session.service.js';
import { seedCompanies } from '../../src/seed/companies.js';
import { seedSystem } from '../../src/seed/system.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

export const API = '/frontend-server';

/** A real app on a fresh database holding the company and system seed. */
export async function createSeededApp(): Promise<TestApp> {
  const t = await createTestApp();
  await t.db.transaction().execute(async (trx) => {
    await seedCompanies(trx);
    await seedSystem(trx);
  });
  return t;
}

/** A member of the company with a live session; send `headers` with each call. */
export async function loginAs(t: TestApp, companyCode: string) {
  const member = await createMember(t.db, { company_code: companyCode });
  const { token } = await openSession(t.deps, member.id, false, { ip: null, userAgent: null });
  return { member, token, headers: { token } };
}
