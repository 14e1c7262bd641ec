import type { ConsoleDisclosureGenerateBody } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { mayActFor, requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { bonusCompany } from '../bonus/index.js';
import { periodOf, type Period } from './disclosure-period.js';
import { statementFigures, type StatementFigures } from './disclosure-statistics.js';
import { statementOf } from './disclosure-view.js';
import {
  countClosedCycles,
  findLedgerPosition,
  findParticipants,
  findStatement,
  findStatements,
  insertStatement,
  markPublished,
} from './disclosure.repository.js';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export interface Computed {
  lastEntryId: bigint;
  takenAt: Date;
  cycles: number;
  figures: StatementFigures;
}

/**
 * The statement's figures for a company and period at a ledger position. Given the same
 * position (entry id and time) it reads the same rows, so it gives the same figures: that is
 * how a stored statement can be checked again. Without one it takes the ledger as it is now,
 * in one snapshot (repeatable read), so the position and the rows agree.
 */
export async function computeStatement(
  db: Db,
  company: { code: string; currency: string },
  period: Period,
  at: { lastEntryId?: bigint; takenAt: Date },
): Promise<Computed> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const lastEntryId = at.lastEntryId ?? (await findLedgerPosition(trx));
      const scope = {
        companyCode: company.code,
        currency: company.currency,
        from: period.from,
        to: period.to,
        lastEntryId,
        takenAt: at.takenAt,
      };
      const [rows, cycles] = await Promise.all([
        findParticipants(trx, scope),
        countClosedCycles(trx, scope),
      ]);
      const figures = statementFigures(
        rows.map((r) => ({
          group: r.award as StatementFigures['groups'][number]['group'],
          earned: BigInt(r.earned),
        })),
      );
      return { lastEntryId, takenAt: at.takenAt, cycles, figures };
    });
}

async function companyOf(db: Db, code: string) {
  const company = await bonusCompany(db, code);
  if (!company) throw new AppError('notFound');
  return company;
}

/** A stored statement of a company the operator may act for; another's reads as not found. */
export async function ownStatement(
  deps: Deps,
  operator: OperatorContext,
  id: number,
  permission: 'report:view' | 'disclosure:publish' = 'report:view',
) {
  requirePermission(operator, permission);
  const row = await findStatement(deps.db, id);
  if (!row || !mayActFor(operator, row.company_code)) throw new AppError('notFound');
  return row;
}

/** Generates the statement from the ledger and keeps it; audited as `disclosure:generate`. */
export async function generateStatement(
  deps: Deps,
  operator: OperatorContext,
  body: ConsoleDisclosureGenerateBody,
) {
  requirePermission(operator, 'disclosure:publish', body.company);
  const company = await companyOf(deps.db, body.company);
  const now = deps.now();
  const period = periodOf(body.startDate, body.endDate, now);
  const computed = await computeStatement(deps.db, company, period, { takenAt: now });
  const row = await inTransaction(deps.db, async (trx) => {
    const saved = await insertStatement(trx, {
      companyCode: company.code,
      startDate: period.startDate,
      endDate: period.endDate,
      currency: company.currency,
      minorUnit: company.minor_unit,
      ...computed,
      by: operator.loginName,
      at: now,
    });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'disclosure:publish',
        action: 'disclosure:generate',
        companyCode: company.code,
        target: `disclosure:${saved.id}`,
        outcome: 'ok',
        before: null,
        after: {
          startDate: period.startDate,
          endDate: period.endDate,
          lastEntryId: computed.lastEntryId.toString(),
          participants: computed.figures.overall.participants,
          total: computed.figures.overall.total,
        },
        at: now,
      }),
    );
    return saved;
  });
  return statementOf(row);
}

/** Publishes a statement on the public page; publishing one already published changes nothing. */
export async function publishStatement(deps: Deps, operator: OperatorContext, id: number) {
  const found = await ownStatement(deps, operator, id, 'disclosure:publish');
  if (found.published_at) return statementOf(found);
  const at = deps.now();
  const row = await inTransaction(deps.db, async (trx) => {
    const current = await findStatement(trx, id, true);
    if (!current) throw new AppError('notFound');
    if (current.published_at) return current;
    const published = await markPublished(trx, id, operator.loginName, at);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'disclosure:publish',
        action: 'disclosure:publish',
        companyCode: current.company_code,
        target: `disclosure:${id}`,
        outcome: 'ok',
        before: { published: false },
        after: { published: true, startDate: current.start_date, endDate: current.end_date },
        at,
      }),
    );
    return published;
  });
  return statementOf(row);
}

export async function listStatements(deps: Deps, operator: OperatorContext, company: string) {
  requirePermission(operator, 'report:view', company);
  await companyOf(deps.db, company);
  const rows = await findStatements(deps.db, company, false);
  return {
    company,
    statements: rows.map((row) => {
      const s = statementOf(row);
      return {
        id: s.id,
        startDate: s.startDate,
        endDate: s.endDate,
        lastEntryId: s.lastEntryId,
        takenAt: s.takenAt,
        generatedBy: s.generatedBy,
        generatedAt: s.generatedAt,
        published: s.published,
        publishedAt: s.publishedAt,
      };
    }),
  };
}

export async function getStatement(deps: Deps, operator: OperatorContext, id: number) {
  return statementOf(await ownStatement(deps, operator, id));
}
