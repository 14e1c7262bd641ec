import type { BonusReportQuery, Locale } from '@portal/contract';
import type { AppDeps } from '../../../deps.js';
import { translate } from '../../../lib/i18n.js';
import type { MemberContext } from '../../../lib/member-context.js';
import { fitsLatin1, unicodeFonts } from '../../invoice/index.js';
import { renderReportPdf } from './report-pdf.js';
import { getBonusReport } from './report.service.js';

export interface ReportFile {
  fileName: string;
  body: Buffer;
}

/**
 * The member's own bonus report over the range as a PDF, in the member's language. Chinese
 * needs a CJK font (the invoice's set-up); without one installed it is printed in English, as
 * invoices are, rather than with missing glyphs. Logins and amounts fit Latin-1.
 */
export async function getBonusReportPdf(
  deps: AppDeps,
  auth: MemberContext,
  query: BonusReportQuery,
  locale: Locale,
): Promise<ReportFile> {
  const report = await getBonusReport(deps, auth, query);
  const fonts = fitsLatin1(translate(locale, 'bonus.pdf.title'))
    ? undefined
    : unicodeFonts(deps.config);
  const labelLocale: Locale = fonts || locale !== 'zh-CN' ? locale : 'en';
  const body = await renderReportPdf({
    report,
    login: auth.loginName,
    startDate: query.startDate,
    endDate: query.endDate,
    labels: (key, params) => translate(labelLocale, key, params),
    locale: labelLocale,
    fonts,
  });
  return { fileName: `bonus-report-${query.startDate}-${query.endDate}.pdf`, body };
}
