import { z } from 'zod';

/**
 * The `response` of a call whose answer is a file (`answer: 'file'`, e.g. a CSV export or an
 * avatar image): no envelope and no JSON, so nothing to validate.
 */
export const fileAnswerSchema = z.unknown().describe('a file, not an envelope');
