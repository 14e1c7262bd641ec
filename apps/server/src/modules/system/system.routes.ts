import type { AppDeps } from '../../deps.js';
import type { ZodApp } from '../../types.js';
import { activityRoutes } from './activity.routes.js';
import { areaRoutes } from './area.routes.js';
import { companyRoutes } from './company.routes.js';
import { configRoutes } from './config.routes.js';
import { localeRoutes } from './locale.routes.js';
import { optionRoutes } from './option.routes.js';

/** System calls of spec 7: settings, languages, option lists, areas, company data, logs. */
export async function systemRoutes(app: ZodApp, deps: AppDeps) {
  await configRoutes(app, deps);
  await localeRoutes(app, deps);
  await optionRoutes(app, deps);
  await areaRoutes(app, deps);
  await companyRoutes(app, deps);
  await activityRoutes(app, deps);
}
