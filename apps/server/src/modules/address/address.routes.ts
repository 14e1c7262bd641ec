import { ADDRESS_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { addressCheckConfig } from './address-check-config.js';
import {
  addAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
  updateMemberAddress,
} from './address.service.js';
import { companyAddresses, verifyUsAddress } from './pickup.service.js';

/** Logisticmanagerment and the checkout's address (spec "The calls the product makes" addresses). */
export async function addressRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.list, (request) => listAddresses(deps, requireAuth(request), request.locale));
  route(app, CALLS.add, (request) =>
    addAddress(deps, requireAuth(request), request.body, request.locale),
  );
  route(app, CALLS.update, (request) =>
    updateMemberAddress(deps, requireAuth(request), request.body, request.locale),
  );
  route(app, CALLS.byId, (request) =>
    getAddress(deps, requireAuth(request), request.params.id, request.locale),
  );
  route(app, CALLS.delete, (request) =>
    deleteAddress(deps, requireAuth(request), request.params.id),
  );
  route(app, CALLS.setDefault, (request) =>
    setDefaultAddress(deps, requireAuth(request), request.params.id, request.locale),
  );
  route(app, CALLS.checkConfig, (request) => addressCheckConfig(deps, requireAuth(request)));
  route(app, CALLS.companyAddresses, (request) =>
    companyAddresses(deps, requireAuth(request), request.query),
  );
  route(app, CALLS.verifyUs, (request) => {
    requireAuth(request);
    return verifyUsAddress(deps, request.query);
  });
}
