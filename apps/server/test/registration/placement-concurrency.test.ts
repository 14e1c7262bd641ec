import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.js';
import {
  placeHeldMember,
  placeInTree,
  treeMemberById,
} from '../../src/modules/organization/index.js';
import { registrationActivateJob } from '../../src/modules/registration/index.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { application, register, seedRegistrationAreas } from './registration-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedRegistrationAreas(t);
});
afterAll(async () => t.close());

/** A registered member outside the tree, as "place later" leaves one. */
async function unplaced(sponsorId: number) {
  const m = await createMember(t.db, { sponsor_id: sponsorId });
  return t.db
    .updateTable('member')
    .set({ placement_path: `/${m.id}/` })
    .where('id', '=', m.id)
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('placement concurrency', () => {
  it('20 placements fired at one slot: one wins it, the others get the next free slots', async () => {
    const sponsor = await createMember(t.db);
    const members = await Promise.all(Array.from({ length: 20 }, () => unplaced(sponsor.id)));
    const anchor = (await treeMemberById(t.db, sponsor.id))!;
    const results = await Promise.all(
      members.map((m) =>
        inTransaction(t.db, (trx) =>
          placeInTree(trx, { memberId: m.id, anchor, choice: 'L', by: 'test', now: new Date() }),
        ),
      ),
    );
    expect(results.filter((r) => !r.moved)).toHaveLength(1);
    const rows = await t.db
      .selectFrom('member')
      .select(['placement_id', 'placement_side', 'placement_path'])
      .where(
        'id',
        'in',
        members.map((m) => m.id),
      )
      .execute();
    const slots = new Set(rows.map((r) => `${r.placement_id}${r.placement_side}`));
    expect(slots.size).toBe(20);
    // the first free slots breadth-first: both of the sponsor's, then the next level's …
    const depths = rows.map(
      (r) => r.placement_path.split('/').length - sponsor.placement_path.split('/').length,
    );
    expect(depths.filter((d) => d === 1)).toHaveLength(2);
    expect(depths.filter((d) => d === 2)).toHaveLength(4);
    expect(depths.filter((d) => d === 3)).toHaveLength(8);
  });
});

describe('jobs', () => {
  it('activates a member whose first order is paid and counts the funnel paid', async () => {
    const sponsor = await createMember(t.db);
    const res = await register(t, application(sponsor.login_name));
    const memberId = res.json().data.memberId as number;
    await registrationActivateJob.handler(t.deps, {});
    let row = await t.db
      .selectFrom('member')
      .select('status')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(0);
    // a paid first purchase, as the checkout and the payment leave it
    const now = new Date();
    await t.db
      .insertInto('shop_order')
      .values({
        order_no: `T${memberId}`,
        company_code: 'US',
        member_id: memberId,
        platform: 'bzz',
        order_type: 10,
        status: 10,
        currency: 'USD',
        minor_unit: 2,
        subtotal: 10000n,
        shipping: 0n,
        tax: 0n,
        total: 10000n,
        paid_amount: 10000n,
        bv: 10000n,
        delivery_mode: 'none',
        locale: 'en',
        created_at: now,
        paid_at: now,
        updated_at: now,
      })
      .execute();
    await registrationActivateJob.handler(t.deps, {});
    row = await t.db
      .selectFrom('member')
      .select('status')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(10);
    const paid = await t.db
      .selectFrom('registration_event')
      .select('sponsor_id')
      .where('kind', '=', 'paid')
      .where('member_id', '=', memberId)
      .execute();
    expect(paid).toEqual([{ sponsor_id: sponsor.id }]);
    await registrationActivateJob.handler(t.deps, {});
  });

  it('places a held member after the limit in the sponsor first free slot', async () => {
    const sponsor = await createMember(t.db);
    const res = await register(t, application(sponsor.login_name, { placement: 'later' }));
    const memberId = res.json().data.memberId as number;
    expect(await placeHeldMember(t.deps, memberId)).toBe(true);
    expect(await placeHeldMember(t.deps, memberId)).toBe(false);
    const row = await t.db
      .selectFrom('member')
      .select(['placement_id', 'placement_side'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ placement_id: sponsor.id, placement_side: 'L' });
  });
});
