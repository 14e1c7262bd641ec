import {
  DEFAULT_LANGUAGE,
  DEFAULT_PAGE_COMPANY,
  isPageCode,
  type CompanyCode,
  type Locale,
  type PublicPage,
  type PublicPageQuery,
} from '@portal/contract';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { toLocale } from '../../lib/i18n.js';
import { companyExists, findPage } from './page.repository.js';
import type { MemberContext } from '../../lib/member-context.js';

export interface PageRequest extends PublicPageQuery {
  pageCode: string;
  /** the Accept-Language of the request */
  requestLocale: Locale;
}

/**
 * A public page, for anyone. The company is the one the link names, else the signed-in
 * member's, else DEFAULT_PAGE_COMPANY. The language is characterCoding's (en when it names
 * a language not shipped), else the request's; a page missing in it is served in en.
 */
export async function publicPage(
  deps: DbDeps,
  auth: MemberContext | null,
  req: PageRequest,
): Promise<PublicPage> {
  if (!isPageCode(req.pageCode)) throw new AppError('notFound');
  const company =
    req.companyCode ?? (auth?.companyCode as CompanyCode | undefined) ?? DEFAULT_PAGE_COMPANY;
  if (!(await companyExists(deps.db, company))) throw new AppError('unknownCompany');
  const locale = req.characterCoding
    ? (toLocale(req.characterCoding) ?? DEFAULT_LANGUAGE)
    : req.requestLocale;
  const row = await findPage(deps.db, company, req.pageCode, locale);
  if (!row) throw new AppError('notFound');
  return {
    pageCode: req.pageCode,
    companyCode: company,
    locale: row.locale as Locale,
    title: row.title,
    html: row.body_html,
    updatedAt: row.updated_at.toISOString(),
  };
}
