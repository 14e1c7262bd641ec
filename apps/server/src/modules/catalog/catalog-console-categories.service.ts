import {
  CATEGORY_LIMITS,
  LOCALES,
  type ConsoleCategory,
  type ConsoleCategoryNames,
  type Locale,
  type Platform,
} from '@portal/contract';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { auditCatalogue, CATALOGUE_PERMISSION } from './catalog-console-audit.js';
import { categoryOf } from './catalog-console-create.repository.js';
import {
  categoryInUse,
  categoryNameRows,
  categoryRows,
  companyExists,
  deleteCategory,
  insertCategory,
  lockCategoriesOf,
  lockedCategory,
  replaceCategoryNames,
  setCategoryOrder,
  takenName,
  type CategoryOwner,
} from './catalog-console-category.repository.js';
import { visible } from './catalog-console.view.js';

/** The names in the languages' fixed order, as stored and audited. */
const namesIn = (names: ConsoleCategoryNames): [Locale, string][] =>
  LOCALES.flatMap((locale) => {
    const name = names[locale];
    return name === undefined ? [] : [[locale, name] as [Locale, string]];
  });

/** The categories of a company and platform in the mall's order, as the console shows them. */
async function categoriesOf(db: DbDeps['db'] | Trx, owner: CategoryOwner) {
  const rows = await categoryRows(db, owner);
  const names = await categoryNameRows(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row, i): ConsoleCategory => ({
    id: row.id,
    code: row.code,
    names: Object.fromEntries(
      names.filter((n) => n.category_id === row.id).map((n) => [n.locale, n.name]),
    ),
    position: i + 1,
    productCount: Number(row.product_count ?? 0),
  }));
}

export async function listConsoleCategories(
  deps: DbDeps,
  operator: OperatorContext,
  owner: CategoryOwner,
) {
  requirePermission(operator, CATALOGUE_PERMISSION, owner.companyCode);
  return { list: await categoriesOf(deps.db, owner) };
}

/** Refuses names another category of the platform already shows in the same language. */
async function refuseTakenNames(
  trx: Trx,
  owner: CategoryOwner,
  names: [Locale, string][],
  exceptId: number | null,
) {
  const taken = await takenName(trx, owner, names, exceptId);
  if (taken) throw new AppError('catalogueCategoryNameTaken', { params: { name: taken.name } });
}

/**
 * Adds a category of the company and platform, last in the mall's order. Under the platform's
 * category lock, so two operators adding the same name at once get one category, one refusal.
 */
export async function createConsoleCategory(
  deps: DbClockDeps,
  operator: OperatorContext,
  input: CategoryOwner & { names: ConsoleCategoryNames },
) {
  requirePermission(operator, CATALOGUE_PERMISSION, input.companyCode);
  const owner = { companyCode: input.companyCode, platform: input.platform };
  const names = namesIn(input.names);
  return inTransaction(deps.db, async (trx) => {
    if (!(await companyExists(trx, owner.companyCode))) throw new AppError('notFound');
    await lockCategoriesOf(trx, owner);
    const count = (await categoryRows(trx, owner)).length;
    if (count >= CATEGORY_LIMITS.countMax) throw new AppError('catalogueCategoryLimit');
    await refuseTakenNames(trx, owner, names, null);
    const { id, code } = await insertCategory(trx, owner);
    await replaceCategoryNames(trx, id, names);
    await auditCatalogue(trx, operator, {
      action: 'catalogue:category-create',
      companyCode: owner.companyCode,
      target: `category:${code}`,
      after: { platform: owner.platform, names: Object.fromEntries(names), position: count + 1 },
      at: deps.now(),
    });
    return { id };
  });
}

/**
 * A category of a company the operator acts for, with the lock of its platform's categories
 * taken first (every category change takes it first, so none waits on another in a circle).
 * Another company's, or one removed meanwhile, reads as missing.
 */
async function heldCategory(trx: Trx, operator: OperatorContext, id: number) {
  const found = visible(operator, await categoryOf(trx, id));
  const owner = { companyCode: found.company_code, platform: found.platform as Platform };
  await lockCategoriesOf(trx, owner);
  const list = await categoriesOf(trx, owner);
  const category = list.find((c) => c.id === id);
  if (!category) throw new AppError('notFound');
  return { owner, list, category };
}

/** Replaces a category's names; the mall shows them at once. Audited with before and after. */
export async function renameConsoleCategory(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  input: ConsoleCategoryNames,
) {
  requirePermission(operator, CATALOGUE_PERMISSION);
  const names = namesIn(input);
  return inTransaction(deps.db, async (trx) => {
    const { owner, category } = await heldCategory(trx, operator, id);
    await refuseTakenNames(trx, owner, names, id);
    await replaceCategoryNames(trx, id, names);
    await auditCatalogue(trx, operator, {
      action: 'catalogue:category-names',
      companyCode: owner.companyCode,
      target: `category:${category.code}`,
      before: { names: category.names },
      after: { names: Object.fromEntries(names) },
      at: deps.now(),
    });
    return { id };
  });
}

/**
 * Moves a category to a place in its platform's order (past the end: last); the others keep
 * their order around it. A move to where it already is changes nothing and is not audited.
 */
export async function moveConsoleCategory(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  position: number,
) {
  requirePermission(operator, CATALOGUE_PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const { owner, list, category } = await heldCategory(trx, operator, id);
    const to = Math.min(position, list.length);
    if (to === category.position) return { id };
    const order = list.map((c) => c.id).filter((other) => other !== id);
    order.splice(to - 1, 0, id);
    await setCategoryOrder(trx, order);
    await auditCatalogue(trx, operator, {
      action: 'catalogue:category-move',
      companyCode: owner.companyCode,
      target: `category:${category.code}`,
      before: { position: category.position },
      after: { position: to },
      at: deps.now(),
    });
    return { id };
  });
}

/**
 * Removes a category no product (published or withdrawn) is listed under. Its row is held
 * against a product being added to it meanwhile (the product's reference waits for it).
 */
export async function removeConsoleCategory(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
) {
  requirePermission(operator, CATALOGUE_PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const { owner, list, category } = await heldCategory(trx, operator, id);
    await lockedCategory(trx, id);
    if (await categoryInUse(trx, id)) throw new AppError('catalogueCategoryInUse');
    await deleteCategory(trx, id);
    // the ones after it move up, so the positions the console shows stay 1, 2, …
    await setCategoryOrder(
      trx,
      list.map((c) => c.id).filter((other) => other !== id),
    );
    await auditCatalogue(trx, operator, {
      action: 'catalogue:category-remove',
      companyCode: owner.companyCode,
      target: `category:${category.code}`,
      before: { platform: owner.platform, names: category.names, position: category.position },
      at: deps.now(),
    });
    return { id };
  });
}
