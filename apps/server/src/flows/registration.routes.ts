import { REGISTRATION_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../deps.js';
import { route } from '../lib/register-call.js';
import type { ZodApp } from '../types.js';
import { registerMember } from './registration.flow.js';

/** /collectInfo's register call: the registration flow enrols a new member. */
export async function registrationFlowRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.register, (request) =>
    registerMember(deps, request.body, { ip: request.ip || null, locale: request.locale }),
  );
}
