import { normalizePhone, type AddAddressBody, type Locale } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { childAreas, companyCountries } from '../area/index.js';
import { addressCheckConfig } from './address-check-config.js';

/** The stored columns of an address body, its country and province checked. */
export interface ResolvedAddress {
  receive_name: string;
  country_code: string;
  state_id: number | null;
  state_code: string | null;
  state_name: string;
  city: string;
  area: string;
  zip: string;
  address1: string;
  address2: string;
  address3: string;
  contact_number: string;
}

const invalid = (field: string, key: string) =>
  new AppError('validation', { fields: [{ path: `body.${field}`, key }] });

/**
 * The country must be one the member's company ships to; where it has a province list the
 * province is one of them (its name is stored with it), elsewhere it is typed by hand.
 */
async function resolveState(
  deps: DbDeps,
  member: MemberContext,
  body: AddAddressBody,
  locale: Locale,
): Promise<Pick<ResolvedAddress, 'state_id' | 'state_code' | 'state_name'>> {
  const countries = await companyCountries(deps, {}, member, locale);
  const country = countries.find((c) => c.code === body.countryCode);
  if (!country) throw invalid('countryCode', 'validation.address.countryNotServed');
  const provinces = await childAreas(deps, country.id);
  if (provinces.length === 0) {
    if (body.stateId) throw invalid('stateId', 'validation.address.stateNotInCountry');
    return { state_id: null, state_code: null, state_name: body.stateName ?? '' };
  }
  if (!body.stateId) throw invalid('stateId', 'validation.address.stateRequired');
  const province = provinces.find((p) => p.id === body.stateId);
  if (!province) throw invalid('stateId', 'validation.address.stateNotInCountry');
  return { state_id: province.id, state_code: province.code, state_name: province.name };
}

/** Where a verifier's field is in the body. */
const VERIFIED_FIELD: Record<string, string> = {
  state: 'stateId',
  zip: 'zip',
  city: 'city',
  address1: 'address1',
};

/** A US address is verified when the company asks for it; a refusal is 'Checking address failed'. */
async function verifyIfAsked(
  deps: AppDeps,
  member: MemberContext,
  body: AddAddressBody,
  stateCode: string | null,
) {
  if (body.countryCode !== 'US') return;
  const config = await addressCheckConfig(deps, member);
  if (!config.verifyUsAddress) return;
  // a listed US state's code is 'US-CA'; the verifier wants 'CA'
  const state = stateCode?.replace(/^US-/, '') ?? '';
  let result;
  try {
    result = await deps.addressVerifier.verify({ ...body, state, address2: body.address2 ?? '' });
  } catch {
    throw new AppError('addressCheckFailed');
  }
  if (result.valid) return;
  const fields = result.problems.map((p) => ({
    path: `body.${VERIFIED_FIELD[p.field] ?? p.field}`,
    key: p.key,
  }));
  throw new AppError('addressCheckFailed', { fields });
}

export async function resolveAddress(
  deps: AppDeps,
  member: MemberContext,
  body: AddAddressBody,
  locale: Locale,
): Promise<ResolvedAddress> {
  const state = await resolveState(deps, member, body, locale);
  const phone = normalizePhone(body.contactNumber, body.countryCode);
  // the body's schema checked the number already; a number libphonenumber reads differently now is still refused
  if (!phone) throw invalid('contactNumber', 'validation.address.phoneFormat');
  await verifyIfAsked(deps, member, body, state.state_code);
  return {
    receive_name: body.receiveName,
    country_code: body.countryCode,
    ...state,
    city: body.city,
    area: body.area ?? '',
    zip: body.zip,
    address1: body.address1,
    address2: body.address2 ?? '',
    address3: body.address3 ?? '',
    contact_number: phone,
  };
}
