import { AREA_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import type { ZodApp } from '../../types.js';
import {
  allCountries,
  areaDetail,
  childAreas,
  companyCountries,
  companyProvinces,
  euCountries,
} from './area.service.js';

/** Countries, provinces and cities for address forms (spec "The calls the product makes" Areas). */
export async function areaRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.allCountries, (request) => allCountries(deps, request.locale));
  route(app, CALLS.companyCountries, (request) =>
    companyCountries(deps, request.query, request.auth, request.locale),
  );
  route(app, CALLS.euCountries, (request) => euCountries(deps, request.locale));
  route(app, CALLS.companyProvinces, (request) =>
    companyProvinces(deps, request.query, request.auth, request.locale),
  );
  for (const call of [CALLS.provinces, CALLS.cities]) {
    route(app, call, (request) => childAreas(deps, request.query.areaId));
  }
  route(app, CALLS.area, (request) => areaDetail(deps, request.query.areaId, request.locale));
}
