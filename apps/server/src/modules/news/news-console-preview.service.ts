import { NEWS_PAGE, type ConsoleNewsPreview, type Locale } from '@portal/contract';
import { isAppError } from '../../lib/app-error.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { itemFor, NEWS_PERMISSION } from './news-console.rows.js';
import { newsDetail, newsPage } from './news.service.js';
import { pickLanguage } from './news.repository.js';

/**
 * The portal's news as a member of the item's company reading `language` sees it once the
 * item is out (now, when its publish time is past), through the member services themselves:
 * reads only, nothing changes.
 */
export async function previewConsoleNews(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  language: Locale,
): Promise<ConsoleNewsPreview> {
  requirePermission(operator, NEWS_PERMISSION);
  const row = await itemFor(deps.db, operator, id);
  const now = deps.now();
  const at = row.publish_at > now ? row.publish_at : now;
  const member = { db: deps.db, now: () => at };
  const viewer = { memberId: 0, companyCode: row.company_code };
  const page = await newsPage(member, viewer, language, {
    pageNum: 1,
    pageSize: NEWS_PAGE.defaultSize,
  });
  const shown = await pickLanguage(deps.db, row.company_code, language, at);
  let item = null;
  // the member finds an item through their list, which is in one language
  if (row.language === shown) {
    try {
      item = await newsDetail(member, viewer, id);
    } catch (error) {
      if (!isAppError(error) || error.key !== 'notFound') throw error;
    }
  }
  return {
    at: at.toISOString(),
    companyCode: row.company_code,
    language: shown,
    list: page.list,
    total: page.total,
    item,
  };
}
