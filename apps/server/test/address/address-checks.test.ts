import { ADDRESS_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineUsProblems } from '../../src/modules/address/us-address-verifier.js';
import type { TestApp } from '../helpers/test-app.js';
import { call } from '../security/security-test-kit.js';
import { createAddressApp, signedIn } from './address-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createAddressApp();
});
afterAll(async () => t.close());

const get = (token: string | null, path: string) => call(t, 'GET', path, { token });

describe('the offline US verifier', () => {
  const address = { address1: '1 Main St', city: 'Los Angeles', state: 'CA', zip: '90017' };
  it('accepts a ZIP of the state, and ZIP+4', () => {
    expect(offlineUsProblems(address)).toEqual([]);
    expect(offlineUsProblems({ ...address, zip: '90017-1234' })).toEqual([]);
    expect(offlineUsProblems({ ...address, state: 'NY', zip: '10118' })).toEqual([]);
  });
  it('names an unknown state, a bad ZIP and a ZIP of another state', () => {
    expect(offlineUsProblems({ ...address, state: 'XX' })).toEqual([
      { field: 'state', key: 'validation.address.unknownState' },
    ]);
    expect(offlineUsProblems({ ...address, zip: '9001' })).toEqual([
      { field: 'zip', key: 'validation.address.zipFormat' },
    ]);
    expect(offlineUsProblems({ ...address, state: 'NY' })).toEqual([
      { field: 'zip', key: 'validation.address.zipStateMismatch' },
    ]);
  });
});

describe('GET verify/usps/address', () => {
  const query = 'address1=800%20W%206th%20St&city=Los%20Angeles&state=ca&zip=90017';
  it('answers valid with the standardized address', async () => {
    const { token } = await signedIn(t);
    const res = await get(token, `${ADDRESS_PATHS.verifyUs}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      valid: true,
      verifier: 'offline',
      problems: [],
      standardized: { address1: '800 W 6TH ST', state: 'CA', zip: '90017' },
    });
  });
  it('answers the problems of a ZIP of another state', async () => {
    const { token } = await signedIn(t);
    const res = await get(
      token,
      `${ADDRESS_PATHS.verifyUs}?${query.replace('state=ca', 'state=NY')}`,
    );
    expect(res.json().data).toMatchObject({ valid: false, standardized: null });
  });
  it('refuses a query without the state, and no session', async () => {
    const { token } = await signedIn(t);
    const bad = await get(token, `${ADDRESS_PATHS.verifyUs}?address1=x&city=y&zip=90017`);
    expect(bad.statusCode).toBe(400);
    expect((await get(null, `${ADDRESS_PATHS.verifyUs}?${query}`)).statusCode).toBe(401);
  });
  it("a verifier that cannot be reached is 'Checking address failed'", async () => {
    const { token } = await signedIn(t);
    const original = t.deps.addressVerifier;
    t.deps.addressVerifier = { name: 'down', verify: () => Promise.reject(new Error('timeout')) };
    try {
      const res = await get(token, `${ADDRESS_PATHS.verifyUs}?${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toBe('Checking address failed');
    } finally {
      t.deps.addressVerifier = original;
    }
  });
});

describe('GET qry/order/address/check/config', () => {
  it("answers the member's company's checks and switches", async () => {
    const us = await signedIn(t, 'US');
    expect((await get(us.token, ADDRESS_PATHS.checkConfig)).json().data).toEqual({
      companyCode: 'US',
      verifyUsAddress: true,
      verifier: 'offline',
      addressRequired: true,
      officeSelfPickup: false,
      distributionCenter: false,
      countries: ['US'],
    });
    const my = await signedIn(t, 'MY');
    expect((await get(my.token, ADDRESS_PATHS.checkConfig)).json().data).toMatchObject({
      verifyUsAddress: false,
      addressRequired: false,
      officeSelfPickup: true,
      distributionCenter: true,
      countries: ['MY'],
    });
    const wt = await signedIn(t, 'WT');
    expect((await get(wt.token, ADDRESS_PATHS.checkConfig)).json().data.countries).toBeNull();
    expect((await get(null, ADDRESS_PATHS.checkConfig)).statusCode).toBe(401);
  });
});

describe('GET company/address/qry/all/address', () => {
  it('lists the pick-up points the company switches enable, of its own company only', async () => {
    const my = await signedIn(t, 'MY');
    const all = (await get(my.token, ADDRESS_PATHS.companyAddresses)).json().data as {
      kind: string;
      countryCode: string;
    }[];
    expect(all.map((p) => p.kind)).toEqual(['office', 'distributionCenter', 'distributionCenter']);
    expect(all.every((p) => p.countryCode === 'MY')).toBe(true);
    const centres = await get(
      my.token,
      `${ADDRESS_PATHS.companyAddresses}?kind=distributionCenter`,
    );
    expect(centres.json().data).toHaveLength(2);
    const hj = await signedIn(t, 'HJ');
    const hjPoints = (await get(hj.token, ADDRESS_PATHS.companyAddresses)).json().data;
    expect(hjPoints.map((p: { kind: string }) => p.kind)).toEqual(['office']);
  });
  it('lists none where both switches are off, and refuses an unknown kind', async () => {
    const us = await signedIn(t, 'US');
    expect((await get(us.token, ADDRESS_PATHS.companyAddresses)).json().data).toEqual([]);
    const bad = await get(us.token, `${ADDRESS_PATHS.companyAddresses}?kind=warehouse`);
    expect(bad.statusCode).toBe(400);
  });
});
