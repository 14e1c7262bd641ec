import type { Trx } from '../../db/transaction.js';
import type { EventPayload } from '../../lib/events/index.js';
import {
  eraseMemberAddresses,
  findAllMemberAddresses,
} from './address-privacy-console.repository.js';

/** `memberExporting`: the member's address book, deleted entries included. */
export async function exportMemberAddresses(
  trx: Trx,
  payload: EventPayload<'memberExporting'>,
): Promise<void> {
  const rows = await findAllMemberAddresses(trx, payload.memberId);
  payload.sections.addresses = rows.map((a) => ({
    id: a.id,
    receiverName: a.receive_name,
    country: a.country_code,
    state: a.state_name,
    city: a.city,
    area: a.area,
    zip: a.zip,
    lines: [a.address1, a.address2, a.address3].filter(Boolean),
    phone: a.contact_number,
    isDefault: a.is_default,
    createdAt: a.created_at.toISOString(),
    deletedAt: a.deleted_at?.toISOString() ?? null,
  }));
}

/** `memberErasing`: every address of the member is overwritten and deleted. */
export async function eraseAddresses(
  trx: Trx,
  payload: EventPayload<'memberErasing'>,
): Promise<void> {
  await eraseMemberAddresses(trx, payload.memberId, payload.at);
}
