import { companyInfoSchema, COMPANY_CODES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { API, createSeededApp, loginAs } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
const info = async (company: string) =>
  (await get(`/sys/company/info?companyCode=${company}`)).json().data;

describe('GET /sys/company/info', () => {
  it.each(COMPANY_CODES)('answers the footer data of %s in the contract shape', async (code) => {
    const res = await get(`/sys/company/info?companyCode=${code}`);
    expect(res.statusCode).toBe(200);
    const data = companyInfoSchema.parse(res.json().data);
    expect(data.companyCode).toBe(code);
    expect(data['CHANGE.POLICY.COMPANY']).toBe('IT');
    expect(data.privatePolicyLink).toBe(`/privatePolicy?companyCode=${code}`);
    expect(data.returnPolicyLink).toBe(`/returnPolicy?companyCode=${code}`);
    expect(data.paymentLogos).toEqual(expect.arrayContaining(['visa.png', 'mastercard.png']));
  });

  it('has the currency, zone and coding of each company', async () => {
    expect(await info('ID')).toMatchObject({
      currency: 'IDR',
      minorUnit: 0,
      timeZone: 'Asia/Jakarta',
      characterCoding: 'id_ID',
    });
    expect(await info('HJ')).toMatchObject({ currency: 'HKD', characterCoding: 'zh_CN' });
    expect(await info('WT')).toMatchObject({ timeZone: 'America/Los_Angeles', currency: 'USD' });
  });

  it('gives WT its marketplace contact and the others none', async () => {
    expect((await info('WT')).marketplace).toMatchObject({
      email: expect.stringContaining('marketplace'),
    });
    expect((await info('US')).marketplace).toBeNull();
  });

  it('shares the Malaysian PDF and copyright between MY and MA, distinct from ID and US', async () => {
    const [my, ma, id, us] = await Promise.all(['MY', 'MA', 'ID', 'US'].map(info));
    expect(ma.policiesPdf).toBe(my.policiesPdf);
    expect(ma.copyright).toBe(my.copyright);
    expect(new Set([my.policiesPdf, id.policiesPdf, us.policiesPdf]).size).toBe(3);
    expect(my.copyright).not.toBe(us.copyright);
    expect(my.paymentLogos).toContain('fpx.png');
    expect(id.paymentLogos).toContain('bca.png');
  });

  it("answers the member's company without companyCode", async () => {
    const { headers } = await loginAs(t, 'MY');
    expect((await get('/sys/company/info', headers)).json().data.companyCode).toBe('MY');
  });

  it('refuses an unknown company and a missing one', async () => {
    const unknown = await get('/sys/company/info?companyCode=us');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.fields[0].key).toBe('validation.unknownCompany');
    expect((await get('/sys/company/info')).statusCode).toBe(400);
  });
});

describe('GET /wm/payment/logo', () => {
  it('lists the logo file names in display order', async () => {
    const res = await get('/wm/payment/logo?companyCode=MY');
    expect(res.json().data).toEqual(['visa.png', 'mastercard.png', 'fpx.png']);
  });

  it('refuses an unknown company', async () => {
    expect((await get('/wm/payment/logo?companyCode=XYZ')).statusCode).toBe(400);
  });
});

describe('GET /sys/character/coding', () => {
  it.each([
    ['US', 'en_US'],
    ['MY', 'ms_MY'],
    ['ID', 'id_ID'],
    ['HJ', 'zh_CN'],
  ])('%s → %s', async (company, coding) => {
    expect((await get(`/sys/character/coding?companyCode=${company}`)).json().data).toBe(coding);
  });

  it('refuses a wrong company and asks for one without a session', async () => {
    expect((await get('/sys/character/coding?companyCode=1')).statusCode).toBe(400);
    expect((await get('/sys/character/coding')).statusCode).toBe(400);
  });
});

describe('GET /ca/office/qry/address', () => {
  it("answers the company's own contact on the main platform", async () => {
    const res = await get('/ca/office/qry/address?companyCode=CA');
    const us = await info('CA');
    expect(res.json().data).toEqual({
      address: us.companyAddress,
      email: us.companyEmail,
      phone: us.companyTel,
    });
  });

  it('answers the marketplace contact for WT, and on the wpm platform', async () => {
    const wt = (await info('WT')).marketplace;
    expect((await get('/ca/office/qry/address?companyCode=WT')).json().data).toEqual(wt);
    const onWpm = await get('/ca/office/qry/address?companyCode=US', { platformName: 'wpm' });
    expect(onWpm.json().data).toEqual(wt);
  });

  it('refuses an unknown company', async () => {
    expect((await get('/ca/office/qry/address?companyCode=ZZ')).statusCode).toBe(400);
  });
});
