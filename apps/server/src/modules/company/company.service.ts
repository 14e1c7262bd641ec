import {
  CONFIG_KEY,
  MARKETPLACE_ONLY_COMPANY,
  MARKETPLACE_PLATFORM,
  type CompanyCode,
  type CompanyInfo,
  type Contact,
  type Platform,
} from '@portal/contract';
import type { Expression } from 'kysely';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { readConfig } from '../config/index.js';
import {
  findCompany,
  findCompanyWith,
  findPaymentLogos,
  type CompanyRow,
} from './company.repository.js';
import { companyFor, type Viewer } from '../../lib/request-scope.js';

/** A company row, for the company asked for or the member's own. */
export async function companyOf(
  deps: DbDeps,
  requested: CompanyCode | undefined,
  viewer: Viewer | null,
): Promise<CompanyRow> {
  const code = companyFor(requested, viewer);
  const company = await findCompany(deps.db, code);
  if (!company) throw new AppError('notFound', { details: { companyCode: code } });
  return company;
}

/**
 * `companyOf` with rows other modules embed (`findCompanyWith`), read by the same statement;
 * an unknown company is refused as `companyOf` refuses it.
 */
export async function companyWith<R, A, S>(
  deps: DbDeps,
  viewer: Viewer | null,
  embeds: { rows: Expression<R>; answer?: Expression<A>; skus?: Expression<S> },
) {
  const code = companyFor(undefined, viewer);
  const found = await findCompanyWith(deps.db, code, embeds);
  if (!found) throw new AppError('notFound', { details: { companyCode: code } });
  const { seen_rows: rows, seen_answer: answer, seen_skus: skus, ...company } = found;
  return { company: company as CompanyRow, rows, answer, skus };
}

function marketplaceContact(company: CompanyRow): Contact | null {
  const { marketplace_address, marketplace_email, marketplace_tel } = company;
  if (!marketplace_address || !marketplace_email || !marketplace_tel) return null;
  return { address: marketplace_address, email: marketplace_email, phone: marketplace_tel };
}

/** What the footer shows for a company (spec "Layout and navigation behaviour"). */
export async function companyInfo(
  deps: DbDeps,
  requested: CompanyCode | undefined,
  viewer: Viewer | null,
): Promise<CompanyInfo> {
  const company = await companyOf(deps, requested, viewer);
  const policyKey = CONFIG_KEY.changePolicyCompany;
  const [config, paymentLogos] = await Promise.all([
    readConfig(deps.db, company.code, [policyKey]),
    findPaymentLogos(deps.db, company.code),
  ]);
  return {
    companyCode: company.code as CompanyCode,
    name: company.name,
    currency: company.currency,
    minorUnit: company.minor_unit,
    timeZone: company.time_zone,
    characterCoding: company.character_coding,
    facebookLink: company.facebook_link,
    insLink: company.ins_link,
    youtubeLink: company.youtube_link,
    companyAddress: company.address,
    companyEmail: company.email,
    companyTel: company.tel,
    privatePolicyLink: company.private_policy_link,
    returnPolicyLink: company.return_policy_link,
    [policyKey]: config[policyKey] ?? '',
    policiesPdf: company.policies_pdf,
    copyright: company.copyright,
    paymentLogos,
    marketplace: marketplaceContact(company),
  };
}

export async function paymentLogos(
  deps: DbDeps,
  requested: CompanyCode | undefined,
  viewer: Viewer | null,
): Promise<string[]> {
  const company = await companyOf(deps, requested, viewer);
  return findPaymentLogos(deps.db, company.code);
}

export async function characterCoding(
  deps: DbDeps,
  requested: CompanyCode | undefined,
  viewer: Viewer | null,
): Promise<string> {
  return (await companyOf(deps, requested, viewer)).character_coding;
}

/**
 * The office contact: the marketplace's (the company's own, else WT's) for WT and on the
 * marketplace platform, else the company's own.
 */
export async function officeAddress(
  deps: DbDeps,
  input: { companyCode?: CompanyCode; platform: Platform },
  viewer: Viewer | null,
): Promise<Contact> {
  const company = await companyOf(deps, input.companyCode, viewer);
  const own = { address: company.address, email: company.email, phone: company.tel };
  if (company.code !== MARKETPLACE_ONLY_COMPANY && input.platform !== MARKETPLACE_PLATFORM)
    return own;
  const marketplace =
    marketplaceContact(company) ??
    marketplaceContact((await findCompany(deps.db, MARKETPLACE_ONLY_COMPANY)) ?? company);
  return marketplace ?? own;
}
