import { z } from 'zod';
import { consoleCall } from './console-call.js';
import { consoleMemberParamsSchema } from './console-desk.schemas.js';
import {
  consoleMemberActionBodySchema,
  consoleMemberEraseAnswerSchema,
  consoleMemberEraseBodySchema,
  consoleMemberExportQuerySchema,
  consoleMemberPasswordResetAnswerSchema,
  consoleMemberPinUnlockAnswerSchema,
  consoleMemberViewAsAnswerSchema,
} from './console-member-actions.schemas.js';

export * from './console-member-actions.schemas.js';

const MEMBER = {
  access: 'operator',
  record: 'none',
  tags: ['console-members'],
  params: consoleMemberParamsSchema,
} as const;

/**
 * The member desk's further actions on one member, each with the operator's reason and an audit
 * entry (target `member:<id>`), each limited to the companies the operator may act for.
 */
export const CONSOLE_MEMBER_ACTIONS_CALLS = {
  memberPasswordReset: consoleCall({
    ...MEMBER,
    permission: 'member:reset-password',
    method: 'POST',
    path: '/members/:id/password-reset',
    body: consoleMemberActionBodySchema,
    response: consoleMemberPasswordResetAnswerSchema,
    summary: "Mails the member the portal's password-reset link; answers the address, masked",
    errors: ['notFound', 'memberHasNoEmail'],
  }),
  memberPinUnlock: consoleCall({
    ...MEMBER,
    permission: 'member:unlock-pin',
    method: 'POST',
    path: '/members/:id/pin-unlock',
    body: consoleMemberActionBodySchema,
    response: consoleMemberPinUnlockAnswerSchema,
    summary: "Clears the member's PIN lock and failed tries",
    errors: ['notFound'],
  }),
  memberViewAs: consoleCall({
    ...MEMBER,
    permission: 'member:view-as',
    method: 'POST',
    path: '/members/:id/view-as',
    body: consoleMemberActionBodySchema,
    response: consoleMemberViewAsAnswerSchema,
    summary: "A one-time link that opens the member's portal, read-only",
    errors: ['notFound'],
  }),
  memberExport: consoleCall({
    ...MEMBER,
    permission: 'member:privacy',
    method: 'GET',
    path: '/members/:id/personal-data',
    query: consoleMemberExportQuerySchema,
    response: z.null(),
    answer: 'file',
    summary: "The member's personal data as a JSON file (bank accounts masked)",
    errors: ['notFound'],
  }),
  memberErase: consoleCall({
    ...MEMBER,
    permission: 'member:privacy',
    method: 'POST',
    path: '/members/:id/erase',
    body: consoleMemberEraseBodySchema,
    response: consoleMemberEraseAnswerSchema,
    summary: "Replaces the member's personal data with placeholders and freezes the member",
    errors: ['notFound', 'eraseLoginMismatch'],
  }),
} as const;
