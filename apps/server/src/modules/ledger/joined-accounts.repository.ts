import { sql } from 'kysely';
import type { MemberAccount } from '@portal/contract';
import type { Db } from '../../db/client.js';

/**
 * Opens the kinds of account for each member named, in the currency of the member's company
 * as the company row has it (the currency a close or a wallet opens them in), in the order the
 * members are named, then kind. One statement whatever the count, the currency read where the
 * rows are; an account already there is left as it is (`on conflict do nothing`), so a second
 * call, or a member whose first wallet use opened them, changes nothing.
 */
export async function insertAccountsOfMembersJoined(
  db: Db,
  memberIds: number[],
  kinds: readonly MemberAccount[],
): Promise<void> {
  if (memberIds.length === 0) return;
  await sql`
    insert into ledger_account (company_code, member_id, kind, currency, minor_unit)
    select m.company_code, m.id, k.kind, c.currency, c.minor_unit
      from unnest(${memberIds}::integer[]) with ordinality u(id, n)
      join member m on m.id = u.id
      join company c on c.code = m.company_code
     cross join unnest(${[...kinds]}::text[]) with ordinality k(kind, j)
     order by u.n, k.j
    on conflict (member_id, kind) where member_id is not null do nothing`.execute(db);
}
