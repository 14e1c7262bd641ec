import {
  ADDRESSES_MAX,
  type AddAddressBody,
  type Address,
  type AddressDeleted,
  type Locale,
  type UpdateAddressBody,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import type { AppDeps } from '../../deps.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { publish } from '../../lib/events/index.js';
import type { MemberContext } from '../../lib/member-context.js';
import { toAddress } from './address-mapping.js';
import { resolveAddress } from './address-place.js';
import {
  clearDefault,
  countLiveAddresses,
  findDefaultId,
  findOwnLiveAddress,
  insertAddress,
  listLiveAddresses,
  lockMemberAddresses,
  promoteNewestToDefault,
  softDeleteAddress,
  updateAddress,
} from './address.repository.js';

/** Runs `work` with the member's addresses locked; a member gone meanwhile is logged out. */
function withMemberLock<T>(deps: DbDeps, memberId: number, work: (trx: Trx) => Promise<T>) {
  return inTransaction(deps.db, async (trx) => {
    if (!(await lockMemberAddresses(trx, memberId))) throw new AppError('unauthorized');
    return work(trx);
  });
}

/** Another member's id answers notFound, exactly like an id that does not exist. */
async function ownOrNotFound(db: Db, memberId: number, id: number, lock = false) {
  const row = await findOwnLiveAddress(db, memberId, id, lock);
  if (!row) throw new AppError('notFound');
  return row;
}

export async function listAddresses(
  deps: DbDeps,
  member: MemberContext,
  locale: Locale,
): Promise<Address[]> {
  const rows = await listLiveAddresses(deps.db, member.memberId);
  return rows.map((row) => toAddress(row, locale));
}

export async function getAddress(
  deps: DbDeps,
  member: MemberContext,
  id: number,
  locale: Locale,
): Promise<Address> {
  return toAddress(await ownOrNotFound(deps.db, member.memberId, id), locale);
}

/** The first address becomes the default; so does one sent with isDefault. */
export async function addAddress(
  deps: AppDeps,
  member: MemberContext,
  body: AddAddressBody,
  locale: Locale,
): Promise<Address> {
  const resolved = await resolveAddress(deps, member, body, locale);
  const now = deps.now();
  const row = await withMemberLock(deps, member.memberId, async (trx) => {
    const count = await countLiveAddresses(trx, member.memberId);
    if (count >= ADDRESSES_MAX) {
      throw new AppError('addressLimit', { params: { limit: ADDRESSES_MAX } });
    }
    const isDefault = count === 0 || body.isDefault === true;
    if (isDefault) await clearDefault(trx, member.memberId, now);
    return insertAddress(trx, {
      member_id: member.memberId,
      ...resolved,
      is_default: isDefault,
      created_at: now,
      updated_at: now,
    });
  });
  return toAddress(row, locale);
}

/**
 * Replaces every field. isDefault true makes it the default; false never leaves the member
 * without one (another address must be made default instead).
 */
export async function updateMemberAddress(
  deps: AppDeps,
  member: MemberContext,
  body: UpdateAddressBody,
  locale: Locale,
): Promise<Address> {
  await ownOrNotFound(deps.db, member.memberId, body.id);
  const resolved = await resolveAddress(deps, member, body, locale);
  const now = deps.now();
  const row = await withMemberLock(deps, member.memberId, async (trx) => {
    const existing = await ownOrNotFound(trx, member.memberId, body.id, true);
    const makeDefault = body.isDefault === true && !existing.is_default;
    if (makeDefault) await clearDefault(trx, member.memberId, now);
    return updateAddress(trx, member.memberId, body.id, {
      ...resolved,
      ...(makeDefault ? { is_default: true } : {}),
      updated_at: now,
    });
  });
  if (!row) throw new AppError('notFound');
  return toAddress(row, locale);
}

/** Refused while an unshipped order uses it; a deleted default passes to the newest. */
export async function deleteAddress(
  deps: DbClockDeps,
  member: MemberContext,
  id: number,
): Promise<AddressDeleted> {
  return withMemberLock(deps, member.memberId, async (trx) => {
    const existing = await ownOrNotFound(trx, member.memberId, id, true);
    // the order module vetoes (AppError addressInUse) while an unshipped order uses it
    await publish(trx, 'addressDeleting', { memberId: member.memberId, addressId: id });
    const now = deps.now();
    await softDeleteAddress(trx, member.memberId, id, now);
    const defaultId = existing.is_default
      ? await promoteNewestToDefault(trx, member.memberId, now)
      : await findDefaultId(trx, member.memberId);
    return { id, defaultId };
  });
}

/** Exactly one default per member (a partial unique index holds it). */
export async function setDefaultAddress(
  deps: DbClockDeps,
  member: MemberContext,
  id: number,
  locale: Locale,
): Promise<Address> {
  const now = deps.now();
  const row = await withMemberLock(deps, member.memberId, async (trx) => {
    const existing = await ownOrNotFound(trx, member.memberId, id);
    if (existing.is_default) return existing;
    await clearDefault(trx, member.memberId, now);
    return updateAddress(trx, member.memberId, id, { is_default: true, updated_at: now });
  });
  if (!row) throw new AppError('setDefaultFailed');
  return toAddress(row, locale);
}
