import type {
  ConsoleLibraryRow,
  ConsoleLibraryUpdateBody,
  ConsoleLibraryUploadBody,
  LibraryCategory,
  LibraryState,
  Locale,
} from '@portal/contract';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../deps.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import {
  companyScope,
  mayActFor,
  requirePermission,
  type OperatorContext,
} from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import {
  addLibraryDocument,
  LibraryInputError,
  removeLibraryDocument,
  sourceFromBytes,
  type LibraryWritten,
} from './library-admin.service.js';
import { toDocument } from './library.service.js';
import { findDocumentById } from './library.repository.js';
import {
  findConsoleLibraryPage,
  lockDocument,
  updateDocument,
} from './library-console.repository.js';
import type { LibraryDocumentTable } from './library.tables.js';

const PERMISSION = 'content:publish';
type Row = Selectable<LibraryDocumentTable>;
type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;

export function libraryRowView(row: Row): ConsoleLibraryRow {
  return {
    ...toDocument(row),
    companyCode: row.company_code,
    state: row.withdrawn_at ? 'withdrawn' : 'published',
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
  };
}

/** What the audit trail keeps of a document, before and after a change. */
const snapshot = (row: Row) => ({
  title: row.title,
  description: row.description,
  category: row.category,
  language: row.lang,
  state: row.withdrawn_at ? 'withdrawn' : 'published',
  file: row.file_name ?? row.video_url,
});

export async function listConsoleLibrary(
  deps: DbClockDeps,
  operator: OperatorContext,
  query: {
    pageNum: number;
    pageSize: number;
    companyCode?: string;
    category?: LibraryCategory;
    language?: Locale;
    state?: LibraryState;
  },
) {
  requirePermission(operator, PERMISSION, query.companyCode);
  const { pageNum, pageSize, ...filter } = query;
  const { rows, total } = await findConsoleLibraryPage(
    deps.db,
    { ...filter, companies: companyScope(operator) },
    { offset: (pageNum - 1) * pageSize, limit: pageSize },
  );
  return { list: rows.map(libraryRowView), total, pageNum, pageSize };
}

function auditWriter(
  deps: DbClockDeps,
  operator: OperatorContext,
  action: string,
  before: Row | null,
): LibraryWritten {
  return (trx: Trx, row: Row) =>
    recordAudit(
      trx,
      consoleAudit(operator, {
        permission: PERMISSION,
        action,
        companyCode: row.company_code,
        target: `library_document:${row.id}`,
        outcome: 'ok',
        before: before ? snapshot(before) : undefined,
        after: action === 'library:delete' ? undefined : snapshot(row),
        at: deps.now(),
      }),
    );
}

const cliOperator = (operator: OperatorContext, command: string) => ({
  name: `operator:${operator.loginName}`,
  command: `console:${command}`,
});

/** Adds a file or a video link with the checks of `library:add`; audited with it. */
export async function uploadConsoleLibrary(
  deps: Deps,
  operator: OperatorContext,
  input: ConsoleLibraryUploadBody,
): Promise<ConsoleLibraryRow> {
  requirePermission(operator, PERMISSION, input.companyCode);
  const file =
    input.file !== undefined
      ? sourceFromBytes(input.fileName ?? '', Buffer.from(input.file, 'base64'))
      : undefined;
  let id: number;
  try {
    const doc = await addLibraryDocument(
      deps.db,
      deps.config,
      cliOperator(operator, 'library:add'),
      {
        company: input.companyCode,
        lang: input.language,
        category: input.category,
        title: input.title,
        description: input.description,
        file,
        videoUrl: input.videoUrl || undefined,
        withdrawnAt: input.published ? null : deps.now(),
      },
      auditWriter(deps, operator, 'library:add', null),
    );
    id = doc.id;
  } catch (error) {
    if (!(error instanceof LibraryInputError)) throw error;
    if (error.message.startsWith('unknown company')) throw new AppError('forbidden');
    throw new AppError('libraryFileInvalid');
  }
  return libraryRowView((await findDocumentById(deps.db, id))!);
}

/** A document of a company the operator may act for; any other reads as missing. */
function own(operator: OperatorContext, row: Row | undefined): Row {
  if (!row || !mayActFor(operator, row.company_code)) throw new AppError('notFound');
  return row;
}

async function changed(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  action: string,
  patch: (row: Row) => Partial<Row>,
) {
  requirePermission(operator, PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const before = own(operator, await lockDocument(trx, id));
    const row = await updateDocument(trx, id, patch(before));
    await auditWriter(deps, operator, action, before)(trx, row);
    return libraryRowView(row);
  });
}

export const updateConsoleLibrary = (
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  input: ConsoleLibraryUpdateBody,
) =>
  changed(deps, operator, id, 'library:update', () => ({
    title: input.title,
    description: input.description,
    category: input.category,
    lang: input.language,
  }));

/** Members see it again (publishing a published one changes nothing but is audited). */
export const publishConsoleLibrary = (deps: DbClockDeps, operator: OperatorContext, id: number) =>
  changed(deps, operator, id, 'library:publish', () => ({ withdrawn_at: null }));

/** Members no longer see or download it; the console keeps it. */
export const withdrawConsoleLibrary = (deps: DbClockDeps, operator: OperatorContext, id: number) =>
  changed(deps, operator, id, 'library:withdraw', (row) => ({
    withdrawn_at: row.withdrawn_at ?? deps.now(),
  }));

/** Deletes the row and its audit entry together, then the stored file (as `library:remove`). */
export async function deleteConsoleLibrary(deps: Deps, operator: OperatorContext, id: number) {
  requirePermission(operator, PERMISSION);
  const before = own(operator, await findDocumentById(deps.db, id));
  const gone = await removeLibraryDocument(
    deps.db,
    deps.config,
    cliOperator(operator, 'library:remove'),
    id,
    auditWriter(deps, operator, 'library:delete', before),
  );
  if (!gone) throw new AppError('notFound');
  return libraryRowView(before);
}
