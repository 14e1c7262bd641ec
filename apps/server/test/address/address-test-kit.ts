import { ADDRESS_PATHS } from '@portal/contract';
import { seedPickupPoints } from '../../src/seed/pickup-points.js';
import { addRow, defaultIdsOf } from '../helpers/member-owned-rows.js';
import type { TestApp } from '../helpers/test-app.js';
import { createSeededApp, loginAs } from '../system/helpers.js';

/** A real app with the companies, their settings, the areas and the pick-up points. */
export async function createAddressApp(): Promise<TestApp> {
  const t = await createSeededApp();
  await seedPickupPoints(t.db);
  return t;
}

export const signedIn = (t: TestApp, company = 'US') => loginAs(t, company);

/** Area ids of the seed: country × 1,000 + the province's place in its list. */
export const US_CALIFORNIA = 840_005;
export const US_NEW_YORK = 840_033;
export const MY_SELANGOR = 458_010;

export const US_ADDRESS = {
  receiveName: 'Jane Doe',
  countryCode: 'US',
  stateId: US_CALIFORNIA,
  city: 'Los Angeles',
  zip: '90017',
  address1: '800 West 6th Street',
  address2: 'Suite 1200',
  contactNumber: '(213) 373-4253',
};

export { pathOf } from '../helpers/member-owned-rows.js';

/** Adds an address and returns its id (fails the test if refused). */
export const addAddress = (t: TestApp, token: string, body: object = US_ADDRESS) =>
  addRow(t, ADDRESS_PATHS.add, token, body);

export const defaultsOf = (t: TestApp, memberId: number) =>
  defaultIdsOf(t, 'member_address', memberId);
