import { memberDetailSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { getAs, tokenFor, withoutRequestId } from './member-test-kit.js';

type Member = Awaited<ReturnType<typeof createMember>>;

let t: TestApp;
let token: string;
/** root → upline → viewer; each name says how it stands to the viewer */
type Name =
  | 'root'
  | 'upline'
  | 'viewer'
  | 'sibling'
  | 'sponsorOnly'
  | 'placementOnly'
  | 'deep'
  | 'otherCompany';
const m = {} as Record<Name, Member>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  m.root = await createMember(db);
  m.upline = await createMember(db, {
    sponsor_id: m.root.id,
    placement_id: m.root.id,
    placement_side: 'L',
  });
  m.viewer = await createMember(db, {
    sponsor_id: m.upline.id,
    placement_id: m.upline.id,
    placement_side: 'L',
  });
  m.sibling = await createMember(db, {
    sponsor_id: m.root.id,
    placement_id: m.root.id,
    placement_side: 'R',
  });
  // recruited by the viewer but placed in the upline's other leg
  m.sponsorOnly = await createMember(db, {
    sponsor_id: m.viewer.id,
    placement_id: m.upline.id,
    placement_side: 'R',
  });
  // placed below the viewer but recruited by the upline
  m.placementOnly = await createMember(db, {
    sponsor_id: m.upline.id,
    placement_id: m.viewer.id,
    placement_side: 'L',
  });
  m.deep = await createMember(db, {
    sponsor_id: m.sponsorOnly.id,
    placement_id: m.placementOnly.id,
    placement_side: 'L',
  });
  m.otherCompany = await createMember(db, { company_code: 'CA' });
  token = await tokenFor(t, m.viewer.id);
});
afterAll(async () => t.close());

const info = (id: number | string, as = token) => getAs(t, `/mm/member/info/${id}`, as);

describe('GET /mm/member/info/:id', () => {
  it.each(['viewer', 'sponsorOnly', 'placementOnly', 'deep'] as const)(
    'answers %s',
    async (name) => {
      const target = m[name];
      const res = await info(target.id);
      expect(res.statusCode).toBe(200);
      const data = memberDetailSchema.strict().parse(res.json().data);
      expect(data).toMatchObject({
        memberId: target.id,
        loginName: target.login_name,
        sponsorId: target.sponsor_id,
        placementId: target.placement_id,
        placementSide: target.placement_side,
      });
    },
  );

  it.each(['upline', 'root', 'sibling', 'otherCompany'] as const)('refuses %s', async (name) => {
    const res = await info(m[name].id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 403,
      data: { error: 'memberNotInNetwork' },
      msg: 'Member not in current network',
    });
  });

  it('answers an unknown id exactly like a member outside the network', async () => {
    const unknown = await info(2_000_000_000);
    const outside = await info(m.upline.id);
    expect(unknown.statusCode).toBe(outside.statusCode);
    expect(withoutRequestId(unknown.json())).toEqual(withoutRequestId(outside.json()));
  });

  it('lets a downline member see only their own downline, not the viewer', async () => {
    const deepToken = await tokenFor(t, m.placementOnly.id);
    expect((await info(m.deep.id, deepToken)).statusCode).toBe(200);
    expect((await info(m.viewer.id, deepToken)).statusCode).toBe(403);
    expect((await info(m.sponsorOnly.id, deepToken)).statusCode).toBe(403);
  });

  it.each(['abc', '-5', '0', '2147483648', '3.7'])('refuses the bad id %s with 400', async (id) => {
    const res = await info(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ error: 'validation', fields: [{ path: 'params.id' }] });
  });

  it('refuses without a session', async () => {
    const res = await getAs(t, `/mm/member/info/${m.viewer.id}`);
    expect(res.statusCode).toBe(401);
  });
});
