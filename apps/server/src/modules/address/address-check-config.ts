import {
  COMPANY_SHIPS_TO,
  CONFIG_KEY,
  EU_COUNTRIES,
  SWITCH,
  type AddressCheckConfig,
  type CompanyCode,
  type PickupKind,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { DbDeps } from '../../lib/service-deps.js';
import type { MemberContext } from '../../lib/member-context.js';
import { companyOf } from '../company/index.js';
import { readConfig } from '../config/index.js';

/**
 * Companies whose orders may go to US addresses verify them: US ships only there, WT
 * ships everywhere (spec "Roles and permissions" per-company behaviour; the areas' COMPANY_SHIPS_TO).
 */
const VERIFIES_US_ADDRESSES: readonly CompanyCode[] = ['US', 'WT'];

/** The pick-up kinds a company's switches enable (office.self.pick.up.switch, IS.DISTRIBUTION.CENTER.MODEL). */
export async function enabledPickupKinds(deps: DbDeps, companyCode: string): Promise<PickupKind[]> {
  const keys = [CONFIG_KEY.officeSelfPickUp, CONFIG_KEY.distributionCenterModel];
  const values = await readConfig(deps.db, companyCode, keys);
  const kinds: PickupKind[] = [];
  if (values[CONFIG_KEY.officeSelfPickUp] === SWITCH.on) kinds.push('office');
  if (values[CONFIG_KEY.distributionCenterModel] === SWITCH.on) kinds.push('distributionCenter');
  return kinds;
}

/** How the member's company checks an order's address (spec "The calls the product makes" qry/order/address/check/config). */
export async function addressCheckConfig(
  deps: AppDeps,
  member: MemberContext,
): Promise<AddressCheckConfig> {
  const company = await companyOf(deps, undefined, member);
  const code = company.code as CompanyCode;
  const kinds = await enabledPickupKinds(deps, code);
  const shipsTo = COMPANY_SHIPS_TO[code];
  const own = company.country_code;
  const countries =
    shipsTo === 'all'
      ? null
      : shipsTo === 'eu'
        ? [own, ...EU_COUNTRIES.filter((c) => c !== own)]
        : [own];
  return {
    companyCode: code,
    verifyUsAddress: VERIFIES_US_ADDRESSES.includes(code),
    verifier: deps.addressVerifier.name,
    // with a pick-up point the member may choose collection instead of delivery
    addressRequired: kinds.length === 0,
    officeSelfPickup: kinds.includes('office'),
    distributionCenter: kinds.includes('distributionCenter'),
    countries,
  };
}
