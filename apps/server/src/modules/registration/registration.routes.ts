import { REGISTRATION_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import {
  holdingTank,
  placeFromTank,
  placementPreference,
  setPlacementPreference,
} from '../organization/index.js';
import { linkFunnel, registrationStarted, sponsorLink } from './registration.service.js';

/**
 * /collectInfo's sponsor link, the enrol dialog's funnel and the holding tank. The register
 * call runs the registration flow and is registered from src/flows.
 */
export async function registrationRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.link, (request) =>
    sponsorLink(deps, request.params.sponsor, request.ip || null),
  );
  route(app, CALLS.started, (request) =>
    registrationStarted(deps, request.body.sponsor, request.ip || null),
  );
  route(app, CALLS.funnel, (request) => linkFunnel(deps, requireAuth(request)));
  route(app, CALLS.holdingTank, (request) => holdingTank(deps, requireAuth(request)));
  route(app, CALLS.place, (request) => placeFromTank(deps, requireAuth(request), request.body));
  route(app, CALLS.preference, (request) => placementPreference(deps, requireAuth(request)));
  route(app, CALLS.setPreference, (request) =>
    setPlacementPreference(deps, requireAuth(request), request.body),
  );
}
