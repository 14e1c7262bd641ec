import { API_BASE_PATH } from '@portal/contract';
import type { TestApp } from '../helpers/test-app.js';

/** California in the seeded area table (US 840, its 5th state). */
export const CALIFORNIA = 840_005;

/**
 * The few area rows the applications name (the empty test database has none): the US with
 * California, Canada with its first province, and Singapore (no province list).
 */
export async function seedRegistrationAreas(t: TestApp) {
  const country = (id: number, code: string, name: string) => ({
    id,
    parent_id: null,
    level: 1 as const,
    country_code: code,
    code,
    name,
    sort: 0,
  });
  const province = (id: number, parent: number, cc: string, code: string, name: string) => ({
    id,
    parent_id: parent,
    level: 2 as const,
    country_code: cc,
    code,
    name,
    sort: 0,
  });
  await t.db
    .insertInto('area')
    .values([
      country(840, 'US', 'United States'),
      country(124, 'CA', 'Canada'),
      country(702, 'SG', 'Singapore'),
      province(CALIFORNIA, 840, 'US', 'US-CA', 'California'),
      province(124_001, 124, 'CA', 'CA-AB', 'Alberta'),
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
}

let n = 0;
/** A valid application under `sponsor`, with a fresh email; override any field. */
export function application(sponsor: string, overrides: Record<string, unknown> = {}) {
  n++;
  const email = `new${n}${Math.floor(Math.random() * 1e6)}@example.com`;
  return {
    sponsor,
    placementId: sponsor,
    placement: 'first',
    firstName: 'Nora',
    lastName: `Newcomer${n}`,
    gender: 0,
    birthDate: '1990-04-02',
    nationality: 'US',
    idType: 'passport',
    idNumber: 'P1234567',
    email,
    confirmEmail: email,
    mobileCode: 'US',
    phone: '213 373 4253',
    password: 'Sunrise42',
    confirmPassword: 'Sunrise42',
    countryCode: 'US',
    stateId: CALIFORNIA,
    city: 'Los Angeles',
    address1: '1 Main Street',
    zip: '90017',
    agreeTerms: true,
    agreeEmail: true,
    ...overrides,
  };
}

/** Calls from distinct client addresses, so the per-address throttle does not join in. */
export function register(t: TestApp, body: object, ip = `10.0.${n % 250}.${(n * 7) % 250}`) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/mm/registration/register`,
    payload: body,
    remoteAddress: ip,
  });
}
