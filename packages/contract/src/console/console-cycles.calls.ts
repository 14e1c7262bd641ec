import { consoleCall } from './console-call.js';
import {
  consoleCycleAuditBodySchema,
  consoleCycleDetailSchema,
  consoleCycleParamsSchema,
  consoleCyclesQuerySchema,
  consoleCyclesSchema,
  consoleCycleStepBodySchema,
  consoleLedgerCheckLastSchema,
  consoleLedgerCheckSchema,
} from './console-cycles.schemas.js';

export * from './console-cycles.schemas.js';

const CYCLE = { access: 'operator', record: 'none', tags: ['console-cycles'] } as const;
const LEDGER = { access: 'operator', record: 'none', tags: ['console-ledger'] } as const;
/** What every step of a run may answer besides validation, 401 and 403. */
const RUN_ERRORS = ['notFound', 'cycleStepRefused', 'cycleOutOfOrder'] as const;

/**
 * Commission runs: one operator previews a cycle (nothing moves), a second audits the figures,
 * then the cycle is locked and closed (the close posts the bonus journal); and the ledger check.
 */
export const CONSOLE_CYCLES_CALLS = {
  cycles: consoleCall({
    ...CYCLE,
    permission: 'cycle:view',
    method: 'GET',
    path: '/cycles',
    query: consoleCyclesQuerySchema,
    response: consoleCyclesSchema,
    summary: "A company's recent and open cycles, newest first, with the state of each run",
    errors: ['notFound'],
  }),
  cycle: consoleCall({
    ...CYCLE,
    permission: 'cycle:view',
    method: 'GET',
    path: '/cycles/:company/:cycle',
    params: consoleCycleParamsSchema,
    response: consoleCycleDetailSchema,
    summary: "One run: its steps, the stored preview's totals and, once closed, what was paid",
    errors: ['notFound'],
  }),
  cyclePreview: consoleCall({
    ...CYCLE,
    permission: 'cycle:view',
    method: 'POST',
    path: '/cycles/:company/:cycle/preview',
    params: consoleCycleParamsSchema,
    response: consoleCycleDetailSchema,
    summary: 'Computes the cycle as its close would and stores the totals; moves no money',
    errors: [...RUN_ERRORS],
  }),
  cycleAudit: consoleCall({
    ...CYCLE,
    permission: 'cycle:audit',
    method: 'POST',
    path: '/cycles/:company/:cycle/audit',
    params: consoleCycleParamsSchema,
    body: consoleCycleAuditBodySchema,
    response: consoleCycleDetailSchema,
    summary: "A second operator's audit of the stored preview, with a note",
    errors: [...RUN_ERRORS, 'fourEyesOwn'],
  }),
  cycleLock: consoleCall({
    ...CYCLE,
    permission: 'cycle:close',
    method: 'POST',
    path: '/cycles/:company/:cycle/lock',
    params: consoleCycleParamsSchema,
    body: consoleCycleStepBodySchema,
    response: consoleCycleDetailSchema,
    summary: 'Locks an audited run (its volumes are final), with a reason and a fresh code',
    errors: [...RUN_ERRORS, 'totpInvalid', 'cycleNotAudited', 'cyclePreviewStale', 'cycleNotEnded'],
  }),
  cycleClose: consoleCall({
    ...CYCLE,
    permission: 'cycle:close',
    method: 'POST',
    path: '/cycles/:company/:cycle/close',
    params: consoleCycleParamsSchema,
    body: consoleCycleStepBodySchema,
    response: consoleCycleDetailSchema,
    summary: 'Closes a locked run: writes its lines and posts the bonus journal (fresh code)',
    errors: [...RUN_ERRORS, 'totpInvalid', 'cycleNotEnded'],
  }),
  ledgerCheck: consoleCall({
    ...LEDGER,
    permission: 'ledger:verify',
    method: 'POST',
    path: '/ledger/check',
    response: consoleLedgerCheckSchema,
    summary: 'Checks every entry balances and every balance equals its postings; keeps the result',
  }),
  ledgerCheckLast: consoleCall({
    ...LEDGER,
    permission: 'home:view',
    method: 'GET',
    path: '/ledger/check',
    response: consoleLedgerCheckLastSchema,
    summary: "The last ledger check's result, or null when none ran",
  }),
} as const;
