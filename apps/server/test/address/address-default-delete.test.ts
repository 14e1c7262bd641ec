import { ADDRESSES_MAX, ADDRESS_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.js';
import {
  buildEventRegistry,
  eventRegistry,
  subscribe,
  useEventRegistry,
} from '../../src/lib/events/index.js';
import { defaultAndDeleteCalls } from '../helpers/member-owned-rows.js';
import type { TestApp } from '../helpers/test-app.js';
import { call } from '../security/security-test-kit.js';
import {
  addAddress,
  createAddressApp,
  defaultsOf,
  signedIn,
  US_ADDRESS,
} from './address-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createAddressApp();
});
afterAll(async () => t.close());

const { setDefault, remove } = defaultAndDeleteCalls(() => t, ADDRESS_PATHS, 'GET');

describe('POST setDefault/:id', () => {
  it('moves the default, keeping exactly one', async () => {
    const { token, member } = await signedIn(t);
    const first = await addAddress(t, token);
    const second = await addAddress(t, token);
    expect(await defaultsOf(t, member.id)).toEqual([first]);
    const res = await setDefault(token, second);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: second, isDefault: true });
    expect(await defaultsOf(t, member.id)).toEqual([second]);
    expect((await setDefault(token, second)).statusCode).toBe(200);
    expect(await defaultsOf(t, member.id)).toEqual([second]);
  });

  it("refuses another member's address (as an unknown one) and changes nothing", async () => {
    const me = await signedIn(t);
    const stranger = await signedIn(t);
    const mine = await addAddress(t, me.token);
    await addAddress(t, stranger.token);
    const foreign = await setDefault(stranger.token, mine);
    const unknown = await setDefault(stranger.token, 2_000_000_000);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.error).toBe(unknown.json().data.error);
    expect(await defaultsOf(t, stranger.member.id)).toHaveLength(1);
    expect((await setDefault(me.token, 0)).statusCode).toBe(400);
  });
});

describe('GET delete/consignee/address/:id', () => {
  it('deleting the default promotes the newest other address, then none', async () => {
    const { token, member } = await signedIn(t);
    const first = await addAddress(t, token);
    const second = await addAddress(t, token);
    const res = await remove(token, first);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: first, defaultId: second });
    expect(await defaultsOf(t, member.id)).toEqual([second]);
    expect((await remove(token, second)).json().data).toEqual({ id: second, defaultId: null });
    const list = await call(t, 'GET', ADDRESS_PATHS.list, { token });
    expect(list.json().data).toEqual([]);
    expect((await remove(token, second)).statusCode).toBe(404);
  });

  it('deleting another address keeps the default', async () => {
    const { token } = await signedIn(t);
    const first = await addAddress(t, token);
    const second = await addAddress(t, token);
    expect((await remove(token, second)).json().data).toEqual({ id: second, defaultId: first });
  });

  it("refuses another member's address", async () => {
    const me = await signedIn(t);
    const stranger = await signedIn(t);
    const id = await addAddress(t, me.token);
    expect((await remove(stranger.token, id)).statusCode).toBe(404);
    expect(await defaultsOf(t, me.member.id)).toEqual([id]);
  });

  it('refuses an address an unshipped order uses (the guard the order module answers)', async () => {
    const { token, member } = await signedIn(t);
    const id = await addAddress(t, token);
    // a subscriber of the test's own vetoes, as the order module does for an unshipped order
    const original = eventRegistry();
    const asked: [number, number][] = [];
    const veto = subscribe('addressDeleting', async (_trx, { memberId, addressId }) => {
      asked.push([memberId, addressId]);
      throw new AppError('addressInUse');
    });
    useEventRegistry(buildEventRegistry([...original.subscribers, veto]));
    try {
      const res = await remove(token, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().data.error).toBe('addressInUse');
      expect(res.json().msg).toMatch(/^Deletion failed/);
    } finally {
      useEventRegistry(original);
    }
    expect(asked).toEqual([[member.id, id]]);
    expect(await defaultsOf(t, member.id)).toEqual([id]);
  });
});

describe('limits', () => {
  it(`keeps at most ${ADDRESSES_MAX} addresses`, async () => {
    const { token, member } = await signedIn(t);
    const rows = Array.from({ length: ADDRESSES_MAX }, (_, i) => ({
      member_id: member.id,
      receive_name: `Receiver ${i}`,
      country_code: 'US',
      city: 'Los Angeles',
      address1: '1 Main Street',
      contact_number: '+12133734253',
      is_default: i === 0,
    }));
    await t.db.insertInto('member_address').values(rows).execute();
    const res = await call(t, 'POST', ADDRESS_PATHS.add, { token, body: US_ADDRESS });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.error).toBe('addressLimit');
    expect(res.json().msg).toContain(String(ADDRESSES_MAX));
  });

  it('five addresses added at once: one default, the member row serialises them', async () => {
    const { token, member } = await signedIn(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(t, 'POST', ADDRESS_PATHS.add, { token, body: { ...US_ADDRESS, address2: `#${i}` } }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((r) => r.json().data.isDefault)).toHaveLength(1);
    expect(await defaultsOf(t, member.id)).toHaveLength(1);
  });

  it('the database refuses a second default', async () => {
    const { token, member } = await signedIn(t);
    await addAddress(t, token);
    const second = await addAddress(t, token);
    await expect(
      t.db
        .updateTable('member_address')
        .set({ is_default: true })
        .where('id', '=', second)
        .execute(),
    ).rejects.toThrow();
    expect(await defaultsOf(t, member.id)).toHaveLength(1);
  });
});
