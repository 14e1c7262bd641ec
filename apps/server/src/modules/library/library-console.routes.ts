import { CONSOLE_LIBRARY_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import {
  deleteConsoleLibrary,
  listConsoleLibrary,
  publishConsoleLibrary,
  updateConsoleLibrary,
  uploadConsoleLibrary,
  withdrawConsoleLibrary,
} from './library-console.service.js';

/** The console's library: the list, an upload, editing, publishing, withdrawing, deleting. */
export async function libraryConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_LIBRARY_CALLS;
  route(app, C.libraryList, (req) => listConsoleLibrary(deps, requireOperator(req), req.query));
  route(app, C.libraryUpload, (req) => uploadConsoleLibrary(deps, requireOperator(req), req.body));
  route(app, C.libraryUpdate, (req) =>
    updateConsoleLibrary(deps, requireOperator(req), req.params.id, req.body),
  );
  route(app, C.libraryPublish, (req) =>
    publishConsoleLibrary(deps, requireOperator(req), req.params.id),
  );
  route(app, C.libraryWithdraw, (req) =>
    withdrawConsoleLibrary(deps, requireOperator(req), req.params.id),
  );
  route(app, C.libraryDelete, (req) =>
    deleteConsoleLibrary(deps, requireOperator(req), req.params.id),
  );
}
