import { CONSOLE_CONTENT_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { consoleCarousel, saveConsoleCarousel } from './carousel-console.service.js';

/** The console's dashboard carousel: a company's slides, and saving them as a list. */
export async function carouselConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_CONTENT_CALLS;
  route(app, C.carousel, (req) =>
    consoleCarousel(deps, requireOperator(req), req.query.companyCode),
  );
  route(app, C.carouselSave, (req) => saveConsoleCarousel(deps, requireOperator(req), req.body));
}
