import {
  CONSOLE_CYCLES_CALLS,
  COMPANY_CODES,
  type CallAnswer,
  type CommissionRunState,
} from '@portal/contract';
import { callConsole } from '../../lib/api';

export type CycleList = CallAnswer<typeof CONSOLE_CYCLES_CALLS.cycles>;
export type CycleSummary = CycleList['cycles'][number];
export type CycleDetail = CallAnswer<typeof CONSOLE_CYCLES_CALLS.cycle>;
export type RunAction = 'preview' | 'audit' | 'lock' | 'close';

export const cycleKeys = {
  list: (company: string) => ['console', 'cycles', company] as const,
  run: (company: string, cycle: string) => ['console', 'cycles', company, cycle] as const,
  ledger: ['console', 'ledger', 'check'] as const,
};

/** The run's steps in order; a state is the last step taken. */
export const RUN_STEPS = ['preview', 'audit', 'lock', 'close'] as const;
const DONE: Record<CommissionRunState, number> = {
  open: 0,
  previewed: 1,
  audited: 2,
  locked: 3,
  closed: 4,
};
export const stepsDone = (state: CommissionRunState) => DONE[state];

export function stateColor(state: CommissionRunState): string {
  return { open: 'default', previewed: 'blue', audited: 'cyan', locked: 'orange', closed: 'green' }[
    state
  ];
}

/** The companies the operator may act for (all of them for an operator of every company). */
export function companiesOf(companies: readonly string[] | null): string[] {
  return companies ? [...companies] : [...COMPANY_CODES];
}

export function runStep(
  run: { company: string; cycle: string },
  action: RunAction,
  body: { note?: string; reason?: string; code?: string },
) {
  const C = CONSOLE_CYCLES_CALLS;
  const params = { company: run.company, cycle: run.cycle };
  switch (action) {
    case 'preview':
      return callConsole(C.cyclePreview, { params });
    case 'audit':
      return callConsole(C.cycleAudit, { params, body: { note: body.note ?? '' } });
    case 'lock':
      return callConsole(C.cycleLock, {
        params,
        body: { reason: body.reason ?? '', code: body.code ?? '' },
      });
    case 'close':
      return callConsole(C.cycleClose, {
        params,
        body: { reason: body.reason ?? '', code: body.code ?? '' },
      });
  }
}

/** A signed difference of two minor-unit amounts, as a decimal string. */
export function difference(amount: string, previous: string | null): string | null {
  if (previous === null) return null;
  return (BigInt(amount) - BigInt(previous)).toString();
}
