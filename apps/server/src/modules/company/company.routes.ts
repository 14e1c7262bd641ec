import {
  characterCodingSchema,
  companyInfoSchema,
  companyQuerySchema,
  envelope,
  officeAddressSchema,
  paymentLogosSchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../lib/envelope.js';
import type { ZodApp } from '../../types.js';
import { characterCoding, companyInfo, officeAddress, paymentLogos } from './company.service.js';
import { PUBLIC } from '../../lib/system-route-options.js';

const COMPANY = { tags: ['company'], querystring: companyQuerySchema };

/** The company data of the footer and the checkout (spec 2.4, 3). */
export async function companyRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/sys/company/info',
    { config: PUBLIC, schema: { ...COMPANY, response: { 200: envelope(companyInfoSchema) } } },
    async (request) => ok(await companyInfo(deps, request.query.companyCode, request.auth)),
  );

  app.get(
    '/sys/character/coding',
    { config: PUBLIC, schema: { ...COMPANY, response: { 200: envelope(characterCodingSchema) } } },
    async (request) => ok(await characterCoding(deps, request.query.companyCode, request.auth)),
  );

  app.get(
    '/wm/payment/logo',
    { config: PUBLIC, schema: { ...COMPANY, response: { 200: envelope(paymentLogosSchema) } } },
    async (request) => ok(await paymentLogos(deps, request.query.companyCode, request.auth)),
  );

  app.get(
    '/ca/office/qry/address',
    { config: PUBLIC, schema: { ...COMPANY, response: { 200: envelope(officeAddressSchema) } } },
    async (request) =>
      ok(
        await officeAddress(
          deps,
          { companyCode: request.query.companyCode, platform: request.platform },
          request.auth,
        ),
      ),
  );
}
