import { SETTINGS_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import type { ZodApp } from '../../types.js';
import { optionList, optionLists } from './option.service.js';

export async function optionRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.optionList, (request) =>
    optionList(deps, { ...request.params, ...request.query }, request.locale),
  );
  route(app, CALLS.optionLists, (request) => optionLists(deps, request.body, request.locale));
}
