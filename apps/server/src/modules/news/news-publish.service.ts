import { COMPANY_CODES, LOCALES, NEWS_LIMITS } from '@portal/contract';
import { marked } from 'marked';
import type { Db } from '../../db/client.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import type { FileStore } from '../../lib/file-store/index.js';
import { namingImage, storeNewsImage } from './news-images.js';
import { sanitizeNewsHtml, summaryOf } from './news-sanitize.js';
import { insertContentAudit, insertNewsItem } from './news.repository.js';

/** An operator's mistake in a publish or carousel request, shown to them as it is. */
export class ContentInputError extends Error {}

export interface NewsDraft {
  companyCode: string;
  language: string;
  title: string;
  /** markdown (HTML inside it is allowed, and sanitized like the rest) */
  markdown: string;
  publishAt: Date;
  expireAt: Date | null;
  pinned: boolean;
  image: Buffer | null;
}

/** The first `# heading` of a markdown file is its title; the rest is the body. */
export function splitTitle(markdown: string): { title: string; body: string } {
  const match = /^\s*#\s+(.+)\s*(?:\r?\n|$)/.exec(markdown);
  if (!match) throw new ContentInputError('the file must start with a "# title" line');
  return { title: match[1]!.trim(), body: markdown.slice(match[0].length) };
}

function check(draft: NewsDraft) {
  if (!(COMPANY_CODES as readonly string[]).includes(draft.companyCode))
    throw new ContentInputError(`unknown company ${draft.companyCode}`);
  if (!(LOCALES as readonly string[]).includes(draft.language))
    throw new ContentInputError(`language must be one of ${LOCALES.join(', ')}`);
  if (!draft.title || draft.title.length > NEWS_LIMITS.titleMaxChars)
    throw new ContentInputError(`title: 1 to ${NEWS_LIMITS.titleMaxChars} characters`);
  if (Buffer.byteLength(draft.markdown) > NEWS_LIMITS.bodyMaxBytes)
    throw new ContentInputError('body over 200 kB');
  if (Number.isNaN(draft.publishAt.getTime())) throw new ContentInputError('bad --from date');
  if (draft.expireAt && Number.isNaN(draft.expireAt.getTime()))
    throw new ContentInputError('bad --to date');
  if (draft.expireAt && draft.expireAt <= draft.publishAt)
    throw new ContentInputError('--to must be after --from');
}

/** An operator's markdown (HTML inside allowed) as the sanitized HTML members read. */
export async function newsHtmlOf(markdown: string): Promise<string> {
  return sanitizeNewsHtml(await marked.parse(markdown, { async: true }));
}

/**
 * Publishes a news item: markdown → HTML (marked) → sanitized, stored with its picture in
 * the file store, audited in the same transaction as the item. Returns the new item's id.
 */
export async function publishNews(
  db: Db,
  files: FileStore,
  operator: string,
  draft: NewsDraft,
): Promise<number> {
  check(draft);
  const html = await newsHtmlOf(draft.markdown);
  let imageName: string | null = null;
  try {
    if (draft.image) imageName = await storeNewsImage(files, draft.image);
  } catch (error) {
    throw new ContentInputError((error as Error).message);
  }
  const write = () =>
    inTransaction(db, async (trx: Trx) => {
      const id = await writeNewsItem(trx, { ...draft, html, imageName, createdBy: operator });
      await insertContentAudit(trx, {
        operator,
        command: 'news:publish',
        target: `news_item:${id}`,
        detail: { company: draft.companyCode, language: draft.language, title: draft.title },
      });
      return id;
    });
  return namingImage(files, imageName, write);
}

/** Writes one item in the caller's transaction, sanitizing its HTML (the seed uses it too). */
export function writeNewsItem(
  trx: Trx | Db,
  item: Omit<NewsDraft, 'markdown' | 'image'> & {
    html: string;
    imageName: string | null;
    createdBy: string;
  },
): Promise<number> {
  const html = sanitizeNewsHtml(item.html);
  return insertNewsItem(trx, {
    company_code: item.companyCode,
    language: item.language,
    title: item.title,
    html,
    summary: summaryOf(html),
    image_name: item.imageName,
    pinned: item.pinned,
    publish_at: item.publishAt,
    expire_at: item.expireAt,
    created_by: item.createdBy,
  });
}

/** Records an operator's change to members' content (the carousel calls it too). */
export function auditContent(
  trx: Trx | Db,
  entry: { operator: string; command: string; target: string | null; detail: unknown },
) {
  return insertContentAudit(trx, entry);
}
