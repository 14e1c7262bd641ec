import {
  areaDetailSchema,
  areaIdQuerySchema,
  areaListSchema,
  customCountryQuerySchema,
  customProvinceQuerySchema,
  envelope,
  euCountryQuerySchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../lib/envelope.js';
import type { ZodApp } from '../../types.js';
import {
  allCountries,
  areaDetail,
  childAreas,
  companyCountries,
  companyProvinces,
  euCountries,
} from './area.service.js';
import { PUBLIC } from '../../lib/system-route-options.js';

const AREA = { tags: ['area'] };
const list = { 200: envelope(areaListSchema) };

/** Countries, provinces and cities for address forms (spec 7 Areas). */
export async function areaRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/ca/area/qry/all/country',
    { config: PUBLIC, schema: { ...AREA, response: list } },
    async (request) => ok(await allCountries(deps, request.locale)),
  );

  app.get(
    '/ca/area/qry/all/country/custom',
    { config: PUBLIC, schema: { ...AREA, querystring: customCountryQuerySchema, response: list } },
    async (request) =>
      ok(await companyCountries(deps, request.query, request.auth, request.locale)),
  );

  app.get(
    '/ca/area/qry/all/eu/country/',
    { config: PUBLIC, schema: { ...AREA, querystring: euCountryQuerySchema, response: list } },
    async (request) => ok(await euCountries(deps, request.locale)),
  );

  app.get(
    '/ca/area/qry/all/province/custom',
    { config: PUBLIC, schema: { ...AREA, querystring: customProvinceQuerySchema, response: list } },
    async (request) =>
      ok(await companyProvinces(deps, request.query, request.auth, request.locale)),
  );

  for (const path of ['/ca/area/qry/all/province', '/ca/area/qry/all/city']) {
    app.get(
      path,
      { config: PUBLIC, schema: { ...AREA, querystring: areaIdQuerySchema, response: list } },
      async (request) => ok(await childAreas(deps, request.query.areaId)),
    );
  }

  app.get(
    '/ca/area/qry/area',
    {
      config: PUBLIC,
      schema: {
        ...AREA,
        querystring: areaIdQuerySchema,
        response: { 200: envelope(areaDetailSchema) },
      },
    },
    async (request) => ok(await areaDetail(deps, request.query.areaId, request.locale)),
  );
}
