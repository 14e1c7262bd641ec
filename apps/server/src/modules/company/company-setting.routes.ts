import { CONSOLE_SETTINGS_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { companySettings, saveCompanySetting } from './company-setting.service.js';

/** The console's company settings: the adjustment threshold and the cycle close mode. */
export async function companySettingRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_SETTINGS_CALLS;
  route(app, C.companySettings, (req) => companySettings(deps, requireOperator(req)));
  route(app, C.companySettingSave, (req) =>
    saveCompanySetting(deps, requireOperator(req), req.params.companyCode, req.body),
  );
}
