import {
  API_BASE_PATH,
  DISCLOSURE_PATHS,
  type DisclosureStatement,
  type Locale,
  type PublicDisclosures,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { translate } from '../../lib/i18n.js';
import type { OperatorContext } from '../../lib/console-policy.js';
import { bonusCompany } from '../bonus/index.js';
import { fitsLatin1, unicodeFonts } from '../invoice/index.js';
import { renderDisclosurePage } from './disclosure-page.js';
import { renderDisclosurePdf } from './disclosure-pdf.js';
import { publicStatementOf, statementOf } from './disclosure-view.js';
import { findStatement, findStatements } from './disclosure.repository.js';
import { ownStatement } from './disclosure.service.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;

export interface DisclosureFile {
  fileName: string;
  body: Buffer;
}

/** A company's published statements, newest period first; an unknown company is not found. */
export async function publishedStatements(
  deps: Deps,
  companyCode: string,
): Promise<PublicDisclosures> {
  if (!(await bonusCompany(deps.db, companyCode))) throw new AppError('notFound');
  const rows = await findStatements(deps.db, companyCode, true);
  return { company: companyCode, statements: rows.map(publicStatementOf) };
}

export async function publishedPage(deps: Deps, companyCode: string, locale: Locale) {
  const data = await publishedStatements(deps, companyCode);
  return renderDisclosurePage({
    data,
    labels: (key, params) => translate(locale, key, params),
    locale,
    pdfPath: (id) =>
      API_BASE_PATH +
      DISCLOSURE_PATHS.pdf
        .replace(':companyCode', encodeURIComponent(companyCode))
        .replace(':id', String(id)),
  });
}

/**
 * A statement as a PDF in the reader's language. Chinese needs a CJK font (the invoice's
 * set-up); without one installed it is printed in English rather than with missing glyphs.
 */
async function pdfOf(deps: Deps, statement: DisclosureStatement, locale: Locale) {
  const fonts = fitsLatin1(translate(locale, 'consoleDisclosure.pdf.title'))
    ? undefined
    : unicodeFonts(deps.config);
  const labelLocale: Locale = fonts || locale !== 'zh-CN' ? locale : 'en';
  const body = await renderDisclosurePdf({
    statement,
    labels: (key, params) => translate(labelLocale, key, params),
    locale: labelLocale,
    fonts,
  });
  const name = `income-disclosure-${statement.company}-${statement.startDate}-${statement.endDate}.pdf`;
  return { fileName: name, body } satisfies DisclosureFile;
}

/** A published statement's PDF; one not published (or of another company) is not found. */
export async function publishedPdf(deps: Deps, companyCode: string, id: number, locale: Locale) {
  const row = await findStatement(deps.db, id);
  if (!row || row.company_code !== companyCode || !row.published_at) {
    throw new AppError('notFound');
  }
  return pdfOf(deps, statementOf(row), locale);
}

/** Any statement's PDF for the console (`report:view`, the operator's companies). */
export async function statementPdf(
  deps: Deps,
  operator: OperatorContext,
  id: number,
  locale: Locale,
) {
  return pdfOf(deps, statementOf(await ownStatement(deps, operator, id)), locale);
}
