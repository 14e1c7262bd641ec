import type { DisclosureStatement } from '@portal/contract';
import type { StatementFigures } from './disclosure-statistics.js';
import type { StatementRow } from './disclosure.repository.js';

/** A stored statement as the console and the public page read it: the figures as computed. */
export function statementOf(row: StatementRow): DisclosureStatement {
  const figures = (
    typeof row.figures === 'string' ? JSON.parse(row.figures) : row.figures
  ) as StatementFigures;
  return {
    id: row.id,
    company: row.company_code,
    currency: row.currency,
    minorUnit: row.minor_unit,
    startDate: row.start_date,
    endDate: row.end_date,
    lastEntryId: row.last_entry_id.toString(),
    takenAt: row.taken_at.toISOString(),
    cycles: row.cycles,
    overall: figures.overall,
    groups: figures.groups,
    generatedBy: row.generated_by,
    generatedAt: row.generated_at.toISOString(),
    published: row.published_at !== null,
    publishedBy: row.published_by,
    publishedAt: row.published_at?.toISOString() ?? null,
  };
}

/** The public page's view: who generated and published it stays in the console. */
export function publicStatementOf(row: StatementRow) {
  const { generatedBy: _g, publishedBy: _p, ...rest } = statementOf(row);
  return rest;
}
