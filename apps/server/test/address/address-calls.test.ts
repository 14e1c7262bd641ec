import { ADDRESS_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberAddress } from '../../src/modules/address/index.js';
import type { TestApp } from '../helpers/test-app.js';
import { call, fieldKeys } from '../security/security-test-kit.js';
import {
  addAddress,
  createAddressApp,
  MY_SELANGOR,
  pathOf,
  signedIn,
  US_ADDRESS,
  US_NEW_YORK,
} from './address-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createAddressApp();
});
afterAll(async () => t.close());

const add = (token: string, body: object) => call(t, 'POST', ADDRESS_PATHS.add, { token, body });
const update = (token: string, body: object) =>
  call(t, 'POST', ADDRESS_PATHS.update, { token, body });
const byId = (token: string, id: number | string, locale?: string) =>
  call(t, 'GET', pathOf(ADDRESS_PATHS.byId, id), { token, locale });

describe('POST save/consignee/address', () => {
  it('stores the address, its phone in E.164, its state from the area list; the first is default', async () => {
    const { token } = await signedIn(t);
    const res = await add(token, US_ADDRESS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      receiveName: 'Jane Doe',
      countryCode: 'US',
      countryName: 'United States of America',
      stateId: US_ADDRESS.stateId,
      stateCode: 'US-CA',
      stateName: 'California',
      zip: '90017',
      address3: '',
      contactNumber: '+12133734253',
      isDefault: true,
    });
    const second = await add(token, { ...US_ADDRESS, receiveName: 'John' });
    expect(second.json().data.isDefault).toBe(false);
  });

  it('a Malaysian member saves a Malaysian address with a national number', async () => {
    const { token } = await signedIn(t, 'MY');
    const body = {
      ...US_ADDRESS,
      countryCode: 'MY',
      stateId: MY_SELANGOR,
      city: 'Shah Alam',
      zip: '40000',
      contactNumber: '012-345 6789',
    };
    const res = await add(token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ stateName: 'Selangor', contactNumber: '+60123456789' });
  });

  it('refuses a bad receiver name, zip and phone, each under its field, translated', async () => {
    const { token } = await signedIn(t);
    const res = await call(t, 'POST', ADDRESS_PATHS.add, {
      token,
      locale: 'zh-CN',
      body: { ...US_ADDRESS, receiveName: '-x', zip: '9001', contactNumber: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res)).toEqual([
      'body.receiveName validation.address.receiveNameFormat',
      'body.zip validation.address.zipFormat',
      'body.contactNumber validation.address.phoneFormat',
    ]);
    expect(res.json().msg).not.toMatch(/validation\./);
  });

  it('refuses a country the company does not ship to, and a province of another country', async () => {
    const { token } = await signedIn(t);
    const my = await add(token, {
      ...US_ADDRESS,
      countryCode: 'MY',
      zip: '40000',
      contactNumber: '+60 12-345 6789',
    });
    expect(fieldKeys(my)).toEqual(['body.countryCode validation.address.countryNotServed']);
    const wrongState = await add(token, { ...US_ADDRESS, stateId: MY_SELANGOR });
    expect(fieldKeys(wrongState)).toEqual(['body.stateId validation.address.stateNotInCountry']);
    const noState = await add(token, { ...US_ADDRESS, stateId: null });
    expect(fieldKeys(noState)).toEqual(['body.stateId validation.address.stateRequired']);
  });

  it('refuses a US address whose ZIP belongs to another state: Checking address failed', async () => {
    const { token } = await signedIn(t);
    const res = await add(token, { ...US_ADDRESS, stateId: US_NEW_YORK });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.error).toBe('addressCheckFailed');
    expect(res.json().msg).toMatch(/^Checking address failed/);
    expect(fieldKeys(res)).toEqual(['body.zip validation.address.zipStateMismatch']);
  });

  it('refuses control characters and a missing session', async () => {
    const { token } = await signedIn(t);
    expect((await add(token, { ...US_ADDRESS, city: 'L\u0000A' })).statusCode).toBe(400);
    const anonymous = await call(t, 'POST', ADDRESS_PATHS.add, { token: null, body: US_ADDRESS });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET qry/consignee/address and qry/address/:id', () => {
  it('lists only the own addresses, the default first, country named in the language', async () => {
    const me = await signedIn(t);
    const other = await signedIn(t);
    const first = await addAddress(t, me.token);
    const second = await addAddress(t, me.token, { ...US_ADDRESS, isDefault: true });
    await addAddress(t, other.token);
    const res = await call(t, 'GET', ADDRESS_PATHS.list, { token: me.token, locale: 'zh-CN' });
    const list = res.json().data as { id: number; countryName: string }[];
    expect(list.map((a) => a.id)).toEqual([second, first]);
    expect(list[0]!.countryName).toBe('美国');
  });

  it("answers the own address, and notFound for another member's or an unknown id", async () => {
    const me = await signedIn(t);
    const stranger = await signedIn(t);
    const id = await addAddress(t, me.token);
    expect((await byId(me.token, id)).json().data.id).toBe(id);
    const foreign = await byId(stranger.token, id);
    const unknown = await byId(stranger.token, 2_000_000_000);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.error).toBe(unknown.json().data.error);
    expect((await byId(me.token, 'abc')).statusCode).toBe(400);
  });
});

describe('POST update/consignee/address', () => {
  it('replaces the fields of the own address', async () => {
    const { token } = await signedIn(t);
    const id = await addAddress(t, token);
    const body = { ...US_ADDRESS, id, stateId: US_NEW_YORK, city: 'New York', zip: '10118' };
    const res = await update(token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      stateName: 'New York',
      zip: '10118',
      isDefault: true,
    });
  });

  it("refuses another member's address and leaves it as it was", async () => {
    const me = await signedIn(t);
    const stranger = await signedIn(t);
    const id = await addAddress(t, me.token);
    const res = await update(stranger.token, { ...US_ADDRESS, id, city: 'Elsewhere' });
    expect(res.statusCode).toBe(404);
    expect((await byId(me.token, id)).json().data.city).toBe('Los Angeles');
  });

  it('refuses a bad body without an id or with a bad zip', async () => {
    const { token } = await signedIn(t);
    const id = await addAddress(t, token);
    expect((await update(token, US_ADDRESS)).statusCode).toBe(400);
    expect(fieldKeys(await update(token, { ...US_ADDRESS, id, zip: 'X' }))).toEqual([
      'body.zip validation.address.zipFormat',
    ]);
  });
});

describe('findMemberAddress (the face the order module copies from)', () => {
  it("answers the member's live address, and nothing for another member's or a deleted one", async () => {
    const me = await signedIn(t);
    const stranger = await signedIn(t);
    const id = await addAddress(t, me.token);
    expect(await findMemberAddress(t.db, me.member.id, id)).toEqual({
      id,
      memberId: me.member.id,
      receiveName: 'Jane Doe',
      countryCode: 'US',
      stateId: US_ADDRESS.stateId,
      stateCode: 'US-CA',
      stateName: 'California',
      city: 'Los Angeles',
      area: '',
      zip: '90017',
      address1: '800 West 6th Street',
      address2: 'Suite 1200',
      address3: '',
      contactNumber: '+12133734253',
      isDefault: true,
    });
    expect(await findMemberAddress(t.db, stranger.member.id, id)).toBeUndefined();
    await call(t, 'GET', pathOf(ADDRESS_PATHS.delete, id), { token: me.token });
    expect(await findMemberAddress(t.db, me.member.id, id)).toBeUndefined();
  });
});
