import { AUTOSHIP_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { createAutoship, previewAutoship, updateAutoshipPlan } from './autoship-setup.service.js';
import {
  autoshipRuns,
  cancelAutoship,
  getAutoship,
  listAutoships,
  pauseAutoship,
  resumeAutoship,
  skipNextRun,
} from './autoship.service.js';

/** The autoship calls (docs/autoship.md); a member sees and changes only their own. */
export async function autoshipRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.preview, (request) =>
    previewAutoship(deps, requireAuth(request), request.body, request.locale),
  );
  route(app, CALLS.create, (request) =>
    createAutoship(deps, requireAuth(request), request.body, {
      idempotencyKey: request.headers['idempotency-key'],
      locale: request.locale,
    }),
  );
  route(app, CALLS.list, (request) => listAutoships(deps, requireAuth(request), request.locale));
  route(app, CALLS.detail, (request) =>
    getAutoship(deps, requireAuth(request), request.params.id, request.locale),
  );
  route(app, CALLS.skip, (request) =>
    skipNextRun(deps, requireAuth(request), request.params.id, request.locale),
  );
  route(app, CALLS.pause, (request) =>
    pauseAutoship(deps, requireAuth(request), request.params.id, request.locale),
  );
  route(app, CALLS.resume, (request) =>
    resumeAutoship(deps, requireAuth(request), request.params.id, request.locale),
  );
  route(app, CALLS.update, (request) =>
    updateAutoshipPlan(deps, requireAuth(request), request.params.id, request.body, request.locale),
  );
  route(app, CALLS.cancel, (request) =>
    cancelAutoship(deps, requireAuth(request), request.params.id, request.locale),
  );
  route(app, CALLS.runs, (request) =>
    autoshipRuns(deps, requireAuth(request), request.params.id, request.query, request.locale),
  );
}
