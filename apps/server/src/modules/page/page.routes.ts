import { PAGE_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import type { ZodApp } from '../../types.js';
import { publicPage } from './page.service.js';

export async function pageRoutes(app: ZodApp, deps: AppDeps) {
  // public: the policy pages open without a login (spec "Public routes")
  route(app, CALLS.page, (request) =>
    publicPage(deps, request.auth, {
      ...request.query,
      pageCode: request.params.pageCode,
      requestLocale: request.locale,
    }),
  );
}
