import { defineCall } from '../common/define-call.js';
import { fileAnswerSchema } from '../common/file-answer.js';
import {
  publicDisclosurePageQuerySchema,
  publicDisclosureParamsSchema,
  publicDisclosureStatementParamsSchema,
  publicDisclosuresSchema,
} from '../console/console-disclosure.schemas.js';

/** The public income disclosure: no path in the spec; beside the public pages. */
export const DISCLOSURE_PATHS = {
  published: '/pub/incomeDisclosure/:companyCode',
  page: '/pub/incomeDisclosure/:companyCode/page',
  pdf: '/pub/incomeDisclosure/:companyCode/:id/pdf',
} as const;

const PUBLIC = { access: 'public', record: 'none', tags: ['disclosure'] } as const;

/**
 * A company's published income disclosure statements, open without a login: the figures, a
 * page the company links from its public pages (rendered on the server) and each one's PDF.
 * Statements not published are not there.
 */
export const DISCLOSURE_CALLS = {
  published: defineCall({
    ...PUBLIC,
    method: 'GET',
    path: DISCLOSURE_PATHS.published,
    params: publicDisclosureParamsSchema,
    response: publicDisclosuresSchema,
    summary: "A company's published income disclosure statements, newest period first",
  }),
  page: defineCall({
    ...PUBLIC,
    method: 'GET',
    path: DISCLOSURE_PATHS.page,
    params: publicDisclosureParamsSchema,
    query: publicDisclosurePageQuerySchema,
    response: fileAnswerSchema,
    answer: 'file',
    summary: "The company's published statements as a web page (HTML, in the visitor's language)",
  }),
  pdf: defineCall({
    ...PUBLIC,
    method: 'GET',
    path: DISCLOSURE_PATHS.pdf,
    params: publicDisclosureStatementParamsSchema,
    response: fileAnswerSchema,
    answer: 'file',
    summary: 'One published statement as a PDF',
  }),
} as const;
