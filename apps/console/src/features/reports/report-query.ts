import {
  COMPANY_CODES,
  REPORT_KINDS,
  addDays,
  businessDay,
  cycleBefore,
  cycleOf,
  formatMinor,
  type ReportKind,
} from '@portal/contract';
import { useSearchParams } from 'react-router-dom';
import { useOperator } from '../../shared/operator';

/** What every report reads: the company, and its period of cycles or days. */
export interface ReportFilters {
  company: string;
  from?: string;
  to?: string;
  fromDay?: string;
  toDay?: string;
  days?: number;
}

export function companiesOf(companies: readonly string[] | null): string[] {
  return companies ? [...companies] : [...COMPANY_CODES];
}

/** The report and its filters, kept in the address so a link opens the same figures. */
export function useReportFilters() {
  const operator = useOperator();
  const companies = companiesOf(operator.companies);
  const [params, setParams] = useSearchParams();
  const asked = params.get('report') as ReportKind | null;
  const report: ReportKind = asked && REPORT_KINDS.includes(asked) ? asked : 'sales';
  const text = (name: string) => params.get(name) || undefined;
  const filters: ReportFilters = {
    company: params.get('company') ?? companies[0] ?? '',
    from: text('from'),
    to: text('to'),
    fromDay: text('fromDay'),
    toDay: text('toDay'),
    days: params.get('days') ? Number(params.get('days')) : undefined,
  };
  const change = (next: Partial<ReportFilters> & { report?: ReportKind }) => {
    const merged: Record<string, string | number | undefined> = { report, ...filters, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    setParams(search);
  };
  return { report, filters, companies, change };
}

/** The query of a company report: the period only when chosen (the server's default is 12). */
export function cycleQuery(f: ReportFilters) {
  return { company: f.company, from: f.from, to: f.to };
}

/** The last two years of cycles, newest first, to choose a period from. */
export function recentCycles(now = new Date()): string[] {
  const current = cycleOf(now);
  return Array.from({ length: 104 }, (_, i) => cycleBefore(current, i));
}

/** The last 31 business days, newest first. */
export function recentDays(now = new Date()): string[] {
  const today = businessDay(now);
  return Array.from({ length: 31 }, (_, i) => addDays(today, -i));
}

/** Minor units as a number of major units for a chart (the table shows the exact text). */
export function major(amount: string, minorUnit: number): number {
  return Number(formatMinor(BigInt(amount), minorUnit));
}
