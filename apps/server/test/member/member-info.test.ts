import { ESTIMATE_PATHS, memberDetailSchema, memberInfoSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { getAs, setStatus, tokenFor } from './member-test-kit.js';

let t: TestApp;
let member: Awaited<ReturnType<typeof createMember>>;
let other: Awaited<ReturnType<typeof createMember>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.db, {
    first_name: 'Dana',
    last_name: 'Morgan',
    user_name: 'Dana Morgan',
    rank_code: '20',
    highest_award: '03',
    is_world_plan: true,
    is_need_pwd_popup: true,
    must_rebuy_bv: '20.50',
    avatar_url: '/frontend-server/sys/avatar/7',
    gender: 0,
    phone: '2125550100',
    mobile_code: '1',
    birth_date: '1980-02-29',
  });
  other = await createMember(t.db, { sponsor_id: member.id });
  token = await tokenFor(t, member.id);
});
afterAll(async () => t.close());

/** A paid order of the member, `daysAgo` days before now (BV in hundredths). */
async function paidOrder(memberId: number, platform: 'bzz' | 'wpm', bv: bigint, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  await t.db
    .insertInto('shop_order')
    .values({
      order_no: `T${memberId}-${platform}-${daysAgo}`,
      company_code: 'US',
      member_id: memberId,
      platform,
      order_type: 30,
      status: 10,
      currency: 'USD',
      minor_unit: 2,
      subtotal: bv,
      shipping: 0n,
      tax: 0n,
      total: bv,
      paid_amount: bv,
      bv,
      delivery_mode: 'none',
      locale: 'en',
      created_at: at,
      paid_at: at,
      updated_at: at,
    })
    .execute();
}

const INFO_PATHS = ['/bo/userInfo/currentUserInfo', '/mm/member/current/info'];

describe.each(INFO_PATHS)('GET %s', (path) => {
  it('answers the logged-in member info', async () => {
    const res = await getAs(t, path, token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, msg: 'success' });
    expect(memberInfoSchema.strict().parse(body.data)).toEqual({
      memberId: member.id,
      loginName: member.login_name,
      userName: 'Dana Morgan',
      firstName: 'Dana',
      lastName: 'Morgan',
      companyCode: 'US',
      memberType: 'D',
      avatarImgUrl: '/frontend-server/sys/avatar/7',
      status: 10,
      rankCode: '20',
      email: member.email,
      isWorldPlan: true,
      isFirstSetup: false,
      isInitSet: false,
      isNeedPwdPopup: true,
      // the standing's, not the row's stored 20.50: no order in the last 30 days
      mustRebuyBV4Active: 50,
    });
  });

  it("answers mustRebuyBV4Active from the last 30 days' main-platform orders, as the rank card does", async () => {
    const buyer = await createMember(t.db, { must_rebuy_bv: '0.00' });
    const buyerToken = await tokenFor(t, buyer.id);
    await paidOrder(buyer.id, 'bzz', 2_050n, 2);
    await paidOrder(buyer.id, 'wpm', 9_900n, 1);
    // 31 days ago: out of the window
    await paidOrder(buyer.id, 'bzz', 9_900n, 31);
    const info = (await getAs(t, path, buyerToken)).json().data;
    expect(info.mustRebuyBV4Active).toBe(29.5);
    const card = (await getAs(t, ESTIMATE_PATHS.rankCard, buyerToken)).json().data;
    expect(card.standing).toMatchObject({
      active: false,
      pbv30: '20.50',
      mustRebuyBV4Active: '29.50',
      marketplaceBv30: '99.00',
    });
  });

  it('answers an empty avatar when the member has none', async () => {
    const res = await getAs(t, path, await tokenFor(t, other.id));
    expect(res.json().data).toMatchObject({ memberId: other.id, avatarImgUrl: '' });
  });

  it('refuses without a session or with an unknown token', async () => {
    for (const res of [await getAs(t, path), await getAs(t, path, 'not-a-real-token')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, data: { error: 'unauthorized' } });
    }
  });
});

describe('GET /mm/member/current/status', () => {
  it('reads the status fresh from the database, not from the session', async () => {
    const m = await createMember(t.db, { status: 0 });
    const memberToken = await tokenFor(t, m.id);
    expect((await getAs(t, '/mm/member/current/status', memberToken)).json()).toEqual({
      code: 0,
      data: { status: 0 },
      msg: 'success',
    });
    await setStatus(t.db, m.id, 10);
    const res = await getAs(t, '/mm/member/current/status', memberToken);
    expect(res.json().data).toEqual({ status: 10 });
  });

  it('refuses without a session', async () => {
    expect((await getAs(t, '/mm/member/current/status')).statusCode).toBe(401);
  });
});

describe('GET /sys/user/:id', () => {
  it("answers the member's own account view", async () => {
    const res = await getAs(t, `/sys/user/${member.id}`, token);
    expect(res.statusCode).toBe(200);
    const data = memberDetailSchema.strict().parse(res.json().data);
    expect(data).toMatchObject({
      memberId: member.id,
      gender: 0,
      mobileCode: '1',
      phone: '2125550100',
      birthDate: '1980-02-29',
      emailVerified: false,
      sponsorId: null,
      placementId: null,
      placementSide: null,
    });
    expect(new Date(data.joinedAt).getTime()).toBe(member.created_at.getTime());
  });

  it("refuses another member's account, even a downline one", async () => {
    const res = await getAs(t, `/sys/user/${other.id}`, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, data: { error: 'forbidden' } });
  });

  it.each([
    ['abc', 'validation.notNumber'],
    ['1e3', 'validation.notNumber'],
    ['0x10', 'validation.notNumber'],
    ['%207', 'validation.notNumber'],
    ['-1', 'validation.notPositive'],
    ['0', 'validation.notPositive'],
    ['1.5', 'validation.notInteger'],
    ['99999999999', 'validation.tooLarge'],
  ])('refuses the bad id %s with 400 and key %s', async (id, key) => {
    const res = await getAs(t, `/sys/user/${id}`, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.error).toBe('validation');
    expect(res.json().data.fields[0]).toMatchObject({ path: 'params.id', key });
  });

  it('refuses without a session', async () => {
    expect((await getAs(t, `/sys/user/${member.id}`)).statusCode).toBe(401);
  });
});

describe('GET /ewallet/gender', () => {
  it('lists male, female and unknown in English by default', async () => {
    const res = await getAs(t, '/ewallet/gender', token);
    expect(res.json().data).toEqual([
      { value: 1, label: 'Male' },
      { value: 0, label: 'Female' },
      { value: -1, label: 'Prefer not to say' },
    ]);
  });

  it('translates the labels by Accept-Language', async () => {
    const zh = await getAs(t, '/ewallet/gender', token, { 'accept-language': 'zh-CN' });
    expect(zh.json().data.map((g: { label: string }) => g.label)).toEqual(['男', '女', '不愿透露']);
    const ms = await getAs(t, '/ewallet/gender', token, { 'accept-language': 'ms-MY' });
    expect(ms.json().data[0].label).toBe('Lelaki');
  });

  it('refuses without a session', async () => {
    expect((await getAs(t, '/ewallet/gender')).statusCode).toBe(401);
  });
});

describe('GET /mm/member/qry/bv/Grade', () => {
  it('answers rank and award with translated names', async () => {
    const res = await getAs(t, '/mm/member/qry/bv/Grade', token);
    expect(res.json().data).toEqual({
      rankCode: '20',
      rankName: 'Gold',
      memberType: 'D',
      highestAward: '03',
      highestAwardName: 'Senior Star',
      mustRebuyBV4Active: 50,
    });
    const id = await getAs(t, '/mm/member/qry/bv/Grade', token, { 'accept-language': 'id' });
    expect(id.json().data).toMatchObject({ rankName: 'Emas', highestAwardName: 'Bintang Senior' });
  });

  it('answers null award names for a preferred customer without an award', async () => {
    const pc = await createMember(t.db, { member_type: 'PC', rank_code: '0' });
    const res = await getAs(t, '/mm/member/qry/bv/Grade', await tokenFor(t, pc.id));
    expect(res.json().data).toEqual({
      rankCode: '0',
      rankName: 'Regular',
      memberType: 'PC',
      highestAward: null,
      highestAwardName: null,
      mustRebuyBV4Active: 50,
    });
  });

  it('refuses without a session', async () => {
    expect((await getAs(t, '/mm/member/qry/bv/Grade')).statusCode).toBe(401);
  });
});
