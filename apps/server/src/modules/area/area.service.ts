import {
  AREA_LEVEL,
  COMPANY_SHIPS_TO,
  EU_COUNTRIES,
  type AreaDetail,
  type AreaItem,
  type CompanyCode,
  type Locale,
} from '@portal/contract';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { findArea, findChildren, findCountries, type AreaRow } from './area.repository.js';
import { companyOf } from '../company/index.js';
import { countryName, nameCollator } from '../locale/index.js';
import { answerLocale, type Viewer } from '../../lib/request-scope.js';

/** A country is named in the reader's language; provinces and cities keep their own name. */
function areaName(row: AreaRow, locale: Locale): string {
  return row.level === AREA_LEVEL.country ? countryName(row.code, locale) : row.name;
}

const toItem = (row: AreaRow, locale: Locale): AreaItem => ({
  id: row.id,
  code: row.code,
  name: areaName(row, locale),
});

/** Countries by name in the locale; `first` (a country code) leads when present. */
function countryItems(rows: AreaRow[], locale: Locale, first?: string): AreaItem[] {
  const collator = nameCollator(locale);
  const rank = (item: AreaItem) => (item.code === first ? 0 : 1);
  return rows
    .map((row) => toItem(row, locale))
    .sort((a, b) => rank(a) - rank(b) || collator.compare(a.name, b.name));
}

export async function allCountries(deps: DbDeps, locale: Locale): Promise<AreaItem[]> {
  return countryItems(await findCountries(deps.db), locale);
}

export async function euCountries(deps: DbDeps, locale: Locale): Promise<AreaItem[]> {
  return countryItems(await findCountries(deps.db, EU_COUNTRIES), locale);
}

interface CompanyScope {
  companyCode?: CompanyCode;
  characterCode?: string;
}

/** The countries a company ships to, its own first. */
export async function companyCountries(
  deps: DbDeps,
  scope: CompanyScope,
  viewer: Viewer | null,
  requestLocale: Locale,
): Promise<AreaItem[]> {
  const locale = answerLocale(scope.characterCode, requestLocale, 'querystring.characterCode');
  const company = await companyOf(deps, scope.companyCode, viewer);
  const own = company.country_code;
  const shipsTo = COMPANY_SHIPS_TO[company.code as CompanyCode];
  const codes = shipsTo === 'all' ? undefined : shipsTo === 'eu' ? [...EU_COUNTRIES, own] : [own];
  return countryItems(await findCountries(deps.db, codes), locale, own);
}

async function existingArea(deps: DbDeps, id: number): Promise<AreaRow> {
  const area = await findArea(deps.db, id);
  if (!area) throw new AppError('notFound', { details: { areaId: id } });
  return area;
}

/** The provinces or cities below an area. */
export async function childAreas(deps: DbDeps, areaId: number): Promise<AreaItem[]> {
  await existingArea(deps, areaId);
  return (await findChildren(deps.db, areaId)).map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
  }));
}

/** The provinces of a country the company ships to; any other country is not found. */
export async function companyProvinces(
  deps: DbDeps,
  scope: CompanyScope & { areaId: number },
  viewer: Viewer | null,
  requestLocale: Locale,
): Promise<AreaItem[]> {
  const countries = await companyCountries(deps, scope, viewer, requestLocale);
  if (!countries.some((c) => c.id === scope.areaId)) {
    throw new AppError('notFound', { details: { areaId: scope.areaId } });
  }
  return childAreas(deps, scope.areaId);
}

export async function areaDetail(
  deps: DbDeps,
  areaId: number,
  locale: Locale,
): Promise<AreaDetail> {
  const row = await existingArea(deps, areaId);
  return {
    id: row.id,
    parentId: row.parent_id,
    level: row.level,
    code: row.code,
    name: areaName(row, locale),
    countryCode: row.country_code,
  };
}
