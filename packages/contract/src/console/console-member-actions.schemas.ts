import { z } from 'zod';
import { textSchema } from '../common/text.js';
import { CONSOLE_REASON_MAX } from './console-permissions.js';

/** Why the operator acts on a member's account: the audit trail keeps it with the entry. */
const reason = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CONSOLE_REASON_MAX, { error: 'validation.tooLong' });

export const consoleMemberActionBodySchema = z.object({ reason });
/** The export is a GET: its reason travels in the query. */
export const consoleMemberExportQuerySchema = z.object({ reason });

export const consoleMemberPasswordResetAnswerSchema = z.object({
  id: z.number().int(),
  /** the address the mail went to, masked (j•••e@example.com) */
  sentTo: z.string(),
});

export const consoleMemberPinUnlockAnswerSchema = z.object({
  id: z.number().int(),
  /** whether a lock or failed tries were there to clear */
  wasLocked: z.boolean(),
});

export const consoleMemberViewAsAnswerSchema = z.object({
  id: z.number().int(),
  /** the portal's silent-login page with a one-time ticket: opens a read-only session */
  url: z.string(),
  expiresInSeconds: z.number().int(),
});

export const consoleMemberEraseBodySchema = z.object({
  reason,
  /** the member's login name, typed by the operator to confirm */
  confirmLogin: textSchema().trim().min(1, { error: 'validation.required' }).max(64),
});
export const consoleMemberEraseAnswerSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
});
