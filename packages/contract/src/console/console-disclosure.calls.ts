import { fileAnswerSchema } from '../common/file-answer.js';
import { consoleCall } from './console-call.js';
import {
  consoleDisclosureGenerateBodySchema,
  consoleDisclosureListQuerySchema,
  consoleDisclosureListSchema,
  disclosureIdParamsSchema,
  disclosureStatementSchema,
} from './console-disclosure.schemas.js';

export * from './console-disclosure.schemas.js';

const DISCLOSURE = { access: 'operator', record: 'none', tags: ['console-disclosure'] } as const;
/** What generating is refused with besides validation, 401 and 403. */
const PERIOD_ERRORS = [
  'notFound',
  'disclosurePeriodOrder',
  'disclosurePeriodFuture',
  'disclosurePeriodTooLong',
] as const;

/**
 * The income disclosure statement: generated from the ledger for a company and a period, kept
 * with its figures and the ledger position it was taken at, published for the public page.
 */
export const CONSOLE_DISCLOSURE_CALLS = {
  disclosures: consoleCall({
    ...DISCLOSURE,
    permission: 'report:view',
    method: 'GET',
    path: '/disclosures',
    query: consoleDisclosureListQuerySchema,
    response: consoleDisclosureListSchema,
    summary: "A company's generated income disclosure statements, newest first",
    errors: ['notFound'],
  }),
  disclosure: consoleCall({
    ...DISCLOSURE,
    permission: 'report:view',
    method: 'GET',
    path: '/disclosures/:id',
    params: disclosureIdParamsSchema,
    response: disclosureStatementSchema,
    summary: 'One statement with its figures per group, as computed when it was generated',
    errors: ['notFound'],
  }),
  disclosurePdf: consoleCall({
    ...DISCLOSURE,
    permission: 'report:view',
    method: 'GET',
    path: '/disclosures/:id/pdf',
    params: disclosureIdParamsSchema,
    response: fileAnswerSchema,
    answer: 'file',
    summary: 'One statement as a PDF, in the operator’s language',
    errors: ['notFound'],
  }),
  disclosureGenerate: consoleCall({
    ...DISCLOSURE,
    permission: 'disclosure:publish',
    method: 'POST',
    path: '/disclosures',
    body: consoleDisclosureGenerateBodySchema,
    response: disclosureStatementSchema,
    summary: 'Computes the statement for a company and a period from the ledger and keeps it',
    errors: [...PERIOD_ERRORS],
  }),
  disclosurePublish: consoleCall({
    ...DISCLOSURE,
    permission: 'disclosure:publish',
    method: 'POST',
    path: '/disclosures/:id/publish',
    params: disclosureIdParamsSchema,
    response: disclosureStatementSchema,
    summary: 'Publishes a statement on the company’s public disclosure page (audited)',
    errors: ['notFound'],
  }),
} as const;
