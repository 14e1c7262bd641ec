import { COMPANY_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import type { ZodApp } from '../../types.js';
import { characterCoding, companyInfo, officeAddress, paymentLogos } from './company.service.js';

/** The company data of the footer and the checkout (spec "Layout and navigation behaviour", "Entities and their fields"). */
export async function companyRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.companyInfo, (request) =>
    companyInfo(deps, request.query.companyCode, request.auth),
  );
  route(app, CALLS.characterCoding, (request) =>
    characterCoding(deps, request.query.companyCode, request.auth),
  );
  route(app, CALLS.paymentLogos, (request) =>
    paymentLogos(deps, request.query.companyCode, request.auth),
  );
  route(app, CALLS.officeAddress, (request) =>
    officeAddress(
      deps,
      { companyCode: request.query.companyCode, platform: request.platform },
      request.auth,
    ),
  );
}
