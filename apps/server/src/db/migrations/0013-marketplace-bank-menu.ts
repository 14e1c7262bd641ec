import { sql, type Kysely } from 'kysely';

/**
 * Installations seeded before marketplace members could withdraw: give every marketplace
 * account section (wpm myAccount, WT's wtMyAccount) its bank-account page, right after the
 * security settings, and the marketplace carousel its green slides. On an empty database
 * (before the seed) there is nothing to change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into menu_node
      (company_code, platform, parent_id, name, path, show_name, leaf, show, position,
       keep_alive, icon, sort)
    select s.company_code, s.platform, s.id, 'Bankaccountinformation',
           s.path || '/Bankaccountinformation', 'menu.Bankaccountinformation', true, true,
           'left', false, null,
           coalesce((select max(c.sort) from menu_node c
                     where c.parent_id = s.id and c.name = 'Securitysetting'), 0) + 5
    from menu_node s
    where s.platform = 'wpm' and s.parent_id is null and s.name in ('myAccount', 'wtMyAccount')
      and not exists (select 1 from menu_node e
                      where e.company_code = s.company_code and e.platform = s.platform
                        and e.path = s.path || '/Bankaccountinformation')`.execute(db);
  await sql`
    update carousel_item
    set image_url = regexp_replace(image_url, '^/carousel/([A-Z]{2})-([0-9]+)\\.svg$',
                                   '/carousel/\\1-wpm-\\2.svg')
    where platform = 'wpm' and image_url ~ '^/carousel/[A-Z]{2}-[0-9]+\\.svg$'`.execute(db);
}
