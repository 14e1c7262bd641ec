import { sql, type Kysely } from 'kysely';

/**
 * A member's ledger accounts are opened when the member joins (registration, the seed), no
 * longer on first use: a weekly close paying 160,000 newly joined members spent about half
 * its journal opening their 490,000 accounts (bench:bonus). This opens them for every member
 * already there who lacks one, as the joining paths and the close open them: the three money
 * kinds (bonus, eproduct, worldplan; written out, a migration does not follow later changes
 * to the contract's list) in the company's currency, flags left to their defaults, in member
 * then kind order.
 *
 * One set-based statement whatever the member count: the members' rows joined to their
 * company, the existing accounts excluded by an anti-join (a million members with none is
 * one hash join, not a million probes) and `on conflict do nothing` for an account a close or
 * a wallet opens while this runs. The close still opens a missing account itself, so a member
 * this misses is paid all the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into ledger_account (company_code, member_id, kind, currency, minor_unit)
    select m.company_code, m.id, k.kind, c.currency, c.minor_unit
      from member m
      join company c on c.code = m.company_code
     cross join unnest(array['bonus', 'eproduct', 'worldplan']) with ordinality k(kind, j)
     where not exists (select 1 from ledger_account a
                        where a.member_id = m.id and a.kind = k.kind)
     order by m.id, k.j
    on conflict (member_id, kind) where member_id is not null do nothing`.execute(db);
}
