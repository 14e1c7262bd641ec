import {
  API_BASE_PATH,
  NEWS_PATHS,
  type Locale,
  type NewsDetail,
  type NewsPage,
  type NewsPageQuery,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { fileStoreOf } from '../../lib/file-store/index.js';
import type { Viewer } from '../../lib/request-scope.js';
import { readNewsImage } from './news-images.js';
import { sanitizeNewsHtml } from './news-sanitize.js';
import type { Db } from '../../db/client.js';
import { findLiveItem, findLivePage, newsImageNamesIn, pickLanguage } from './news.repository.js';

/** Where the web loads an item's picture from. */
export function newsImageUrl(name: string | null): string | null {
  return name ? `${API_BASE_PATH}${NEWS_PATHS.image.replace(':name', name)}` : null;
}

/** A page of the member's company's live news, in their language when it has any, else en. */
export async function newsPage(
  deps: DbClockDeps,
  viewer: Viewer,
  locale: Locale,
  query: NewsPageQuery,
): Promise<NewsPage> {
  const now = deps.now();
  const language = await pickLanguage(deps.db, viewer.companyCode, locale, now);
  const { rows, total } = await findLivePage(
    deps.db,
    { companyCode: viewer.companyCode, language, now },
    { offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      summary: row.summary,
      imageUrl: newsImageUrl(row.image_name),
      pinned: row.pinned,
      publishedAt: row.publish_at.toISOString(),
      language: row.language,
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/**
 * One item. Another company's item, one not yet published and an expired one all answer
 * notFound, exactly like an id that does not exist, so nothing about them leaks.
 */
export async function newsDetail(
  deps: DbClockDeps,
  viewer: Viewer,
  id: number,
): Promise<NewsDetail> {
  const row = await findLiveItem(deps.db, viewer.companyCode, id, deps.now());
  if (!row) throw new AppError('notFound');
  return {
    id: row.id,
    title: row.title,
    // stored sanitized; sanitized again so a row written around the service is still safe
    html: sanitizeNewsHtml(row.html),
    imageUrl: newsImageUrl(row.image_name),
    pinned: row.pinned,
    publishedAt: row.publish_at.toISOString(),
    expiresAt: row.expire_at ? row.expire_at.toISOString() : null,
    language: row.language,
  };
}

/** A news picture from the file store, or notFound. */
export async function newsImage(deps: AppDeps, name: string) {
  const image = await readNewsImage(fileStoreOf(deps), name);
  if (!image) throw new AppError('notFound');
  return image;
}

/** Of pictures stored under `news/` by these names, those a news item has as its cover. */
export async function newsImagesShown(db: Db, names: string[]): Promise<Set<string>> {
  return new Set(await newsImageNamesIn(db, names));
}
