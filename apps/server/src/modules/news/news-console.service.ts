import { NEWS_LIMITS, type ConsoleNewsItem, type Locale, type NewsState } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { fileStoreOf } from '../../lib/file-store/index.js';
import { companyScope, requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { namingImage, storeNewsImage } from './news-images.js';
import { newsHtmlOf, writeNewsItem } from './news-publish.service.js';
import { summaryOf } from './news-sanitize.js';
import { findConsoleNewsPage, updateNewsItem } from './news-console.repository.js';
import {
  itemFor,
  NEWS_PERMISSION as PERMISSION,
  newsStateOf,
  rowView,
  snapshot,
} from './news-console.rows.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;

export interface NewsInput {
  language: Locale;
  title: string;
  body: string[];
  publishAt: string;
  expireAt: string | null;
  pinned: boolean;
  image?: string;
  dropImage: boolean;
}

export async function listConsoleNews(
  deps: DbClockDeps,
  operator: OperatorContext,
  query: { pageNum: number; pageSize: number; companyCode?: string; state?: NewsState },
) {
  requirePermission(operator, PERMISSION, query.companyCode);
  const now = deps.now();
  const { rows, total } = await findConsoleNewsPage(
    deps.db,
    { companies: companyScope(operator), companyCode: query.companyCode, state: query.state, now },
    { offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    list: rows.map((row) => rowView(row, now)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function consoleNewsItem(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
): Promise<ConsoleNewsItem> {
  requirePermission(operator, PERMISSION);
  const row = await itemFor(deps.db, operator, id);
  return { ...rowView(row, deps.now()), html: row.html };
}

/** The times and the picture of an input, checked; the picture put in the file store. */
/** What the audit keeps of an item as written: the same fields as `snapshot` of a row. */
const audited = (
  input: NewsInput,
  publishAt: Date,
  expireAt: Date | null,
  image: string | null,
) => ({
  title: input.title,
  language: input.language,
  publishAt: publishAt.toISOString(),
  expireAt: expireAt?.toISOString() ?? null,
  pinned: input.pinned,
  image,
});

async function prepared(deps: Deps, input: NewsInput) {
  const publishAt = new Date(input.publishAt);
  const expireAt = input.expireAt ? new Date(input.expireAt) : null;
  if (expireAt && expireAt <= publishAt) throw new AppError('newsExpireBeforePublish');
  const markdown = input.body.join('\n');
  if (Buffer.byteLength(markdown) > NEWS_LIMITS.bodyMaxBytes)
    throw new AppError('validation', {
      fields: [{ path: 'body.body', key: 'validation.tooLong' }],
    });
  let imageName: string | null = null;
  if (input.image) {
    try {
      imageName = await storeNewsImage(fileStoreOf(deps), Buffer.from(input.image, 'base64'));
    } catch {
      throw new AppError('newsImageInvalid');
    }
  }
  return { publishAt, expireAt, imageName, html: await newsHtmlOf(markdown) };
}

/** Writes a company's item in one language; members see it from `publishAt`. */
export async function createConsoleNews(
  deps: Deps,
  operator: OperatorContext,
  input: NewsInput & { companyCode: string },
) {
  requirePermission(operator, PERMISSION, input.companyCode);
  const { publishAt, expireAt, imageName, html } = await prepared(deps, input);
  const write = () =>
    inTransaction(deps.db, async (trx) => {
      const id = await writeNewsItem(trx, {
        companyCode: input.companyCode,
        language: input.language,
        title: input.title,
        html,
        imageName,
        pinned: input.pinned,
        publishAt,
        expireAt,
        createdBy: `operator:${operator.loginName}`,
      });
      await recordAudit(
        trx,
        consoleAudit(operator, {
          permission: PERMISSION,
          action: 'news:create',
          companyCode: input.companyCode,
          target: `news_item:${id}`,
          outcome: 'ok',
          after: audited(input, publishAt, expireAt, imageName),
          at: deps.now(),
        }),
      );
      return { id };
    });
  return namingImage(fileStoreOf(deps), imageName, write);
}

/** Changes an item that is not withdrawn; a published one changes for members at once. */
export async function updateConsoleNews(
  deps: Deps,
  operator: OperatorContext,
  id: number,
  input: NewsInput,
) {
  requirePermission(operator, PERMISSION);
  await itemFor(deps.db, operator, id);
  const { publishAt, expireAt, imageName, html } = await prepared(deps, input);
  const write = () =>
    inTransaction(deps.db, async (trx) => {
      const row = await itemFor(trx, operator, id, true);
      if (row.withdrawn_at) throw new AppError('newsWithdrawn');
      const image = imageName ?? (input.dropImage ? null : row.image_name);
      await updateNewsItem(trx, id, {
        language: input.language,
        title: input.title,
        html,
        summary: summaryOf(html),
        image_name: image,
        pinned: input.pinned,
        publish_at: publishAt,
        expire_at: expireAt,
      });
      await recordAudit(
        trx,
        consoleAudit(operator, {
          permission: PERMISSION,
          action: 'news:update',
          companyCode: row.company_code,
          target: `news_item:${id}`,
          outcome: 'ok',
          before: snapshot(row),
          after: audited(input, publishAt, expireAt, image),
          at: deps.now(),
        }),
      );
      return { id };
    });
  return namingImage(fileStoreOf(deps), imageName, write);
}

/** Takes an item down: members no longer see it, the console keeps it as withdrawn. */
export async function withdrawConsoleNews(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
) {
  requirePermission(operator, PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const row = await itemFor(trx, operator, id, true);
    if (row.withdrawn_at) throw new AppError('newsWithdrawn');
    const at = deps.now();
    await updateNewsItem(trx, id, { withdrawn_at: at });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: PERMISSION,
        action: 'news:withdraw',
        companyCode: row.company_code,
        target: `news_item:${id}`,
        outcome: 'ok',
        before: { state: newsStateOf(row, at), title: row.title },
        after: { state: 'withdrawn', withdrawnAt: at.toISOString() },
        at,
      }),
    );
    return { id };
  });
}
