import type { PasswordHasher } from '../lib/password.js';
import type { Db } from '../db/client.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { seedCatalog } from './catalog.js';
import { seedCompanies } from './companies.js';
import { seedMembers } from './members.js';
import { seedMenus } from './menus.js';
import { seedMessages } from './messages.js';
import { seedPages } from './pages.js';
import { seedSystem } from './system.js';
import { hasCatalog, isSeeded } from './seed.repository.js';
import { seedWallet } from './wallet.js';
import { inTransaction } from '../db/transaction.js';
// addresses
import { seedPickupPoints } from './pickup-points.js';
import { seedDemoAddresses } from './addresses.js';
// organization trees
import { seedTreeVolumes } from './tree-volumes.js';
// news
import { hasNews, seedNews } from './news.js';
// promotions
import { seedPromotions } from './promotions.js';

/**
 * Seeds the demo data once, in one transaction: a half-seeded database is never left.
 * Every seeded member shares one argon2id hash of the demo password, computed once,
 * because hashing thousands of members would take minutes.
 */
export async function seedIfEmpty(db: Db, hasher: PasswordHasher): Promise<boolean> {
  if (await isSeeded(db)) {
    // a database seeded before the shop existed gets the demo catalogue once
    if (!(await hasCatalog(db))) await inTransaction(db, (trx) => seedCatalog(trx));
    // addresses: a database seeded before pick-up points existed gets them once
    await inTransaction(db, (trx) => seedPickupPoints(trx));
    // news: a database seeded before news existed gets the demo items once
    if (!(await hasNews(db))) await inTransaction(db, (trx) => seedNews(trx, new Date()));
    // promotions: a database seeded before promotions existed gets them once
    await inTransaction(db, (trx) => seedPromotions(trx, new Date()));
    return false;
  }
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  await inTransaction(db, async (trx) => {
    await seedCompanies(trx);
    await seedSystem(trx);
    await seedMembers(trx, passwordHash);
    await seedWallet(trx, new Date());
    await seedMenus(trx);
    await seedMessages(trx);
    await seedPages(trx);
    await seedCatalog(trx);
    // addresses; the demo logins' own before the order history ships to them
    await seedPickupPoints(trx);
    await seedDemoAddresses(trx);
    // organization trees
    await seedTreeVolumes(trx, new Date());
    // news
    await seedNews(trx, new Date());
    // promotions
    await seedPromotions(trx, new Date());
  });
  return true;
}
