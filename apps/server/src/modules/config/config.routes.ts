import { SETTINGS_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import type { ZodApp } from '../../types.js';
import { getConfigValue, getConfigValues } from './config.service.js';

export async function configRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.config, (request) =>
    getConfigValue(deps, { ...request.params, ...request.query }, request.auth),
  );
  route(app, CALLS.configs, (request) => getConfigValues(deps, request.body, request.auth));
}
