import { CONSOLE_MEMBER_ACTIONS_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { sendDownload } from '../../lib/download.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { eraseMemberData, exportMemberData } from './member-privacy-console.service.js';

/** The member desk's privacy actions: export and erase a member's personal data. */
export async function memberPrivacyConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_MEMBER_ACTIONS_CALLS;
  route(app, C.memberExport, async (req, reply) => {
    const file = await exportMemberData(deps, requireOperator(req), req.params.id, req.query);
    return sendDownload(reply, file.fileName, file.json);
  });
  route(app, C.memberErase, (req) =>
    eraseMemberData(deps, requireOperator(req), req.params.id, req.body),
  );
}
