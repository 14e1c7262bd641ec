import { defineCall } from '../common/define-call.js';
import {
  ADDRESS_PATHS,
  addAddressBodySchema,
  addressCheckConfigSchema,
  addressDeletedSchema,
  addressIdParamsSchema,
  addressListSchema,
  addressSchema,
  companyAddressListSchema,
  companyAddressQuerySchema,
  updateAddressBodySchema,
  verifyUsAddressQuerySchema,
  verifyUsAddressResultSchema,
} from './address.schemas.js';

const tags = ['address'] as const;
const ONE = { access: 'member', record: 'address', tags, params: addressIdParamsSchema } as const;
const SELF = { access: 'member', record: 'self', tags } as const;

/** Logisticmanagerment and confirmPay/AddAddress (spec "Main mode", "The calls the product makes"): a member's shipping addresses. */
export const ADDRESS_CALLS = {
  list: defineCall({
    ...SELF,
    method: 'GET',
    path: ADDRESS_PATHS.list,
    response: addressListSchema,
    summary: "The member's shipping addresses, the default first",
  }),
  add: defineCall({
    ...SELF,
    method: 'POST',
    path: ADDRESS_PATHS.add,
    body: addAddressBodySchema,
    response: addressSchema,
    summary: 'Adds a shipping address (the first one becomes the default)',
  }),
  update: defineCall({
    access: 'member',
    record: 'address',
    tags,
    method: 'POST',
    path: ADDRESS_PATHS.update,
    body: updateAddressBodySchema,
    response: addressSchema,
    summary: 'Changes a shipping address (its id in the body)',
  }),
  byId: defineCall({
    ...ONE,
    method: 'GET',
    path: ADDRESS_PATHS.byId,
    response: addressSchema,
    summary: "One of the member's shipping addresses",
  }),
  delete: defineCall({
    ...ONE,
    method: 'GET',
    path: ADDRESS_PATHS.delete,
    response: addressDeletedSchema,
    summary: 'Deletes a shipping address no unshipped order uses',
  }),
  setDefault: defineCall({
    ...ONE,
    method: 'POST',
    path: ADDRESS_PATHS.setDefault,
    response: addressSchema,
    summary: 'Makes a shipping address the default one',
  }),
  checkConfig: defineCall({
    access: 'member',
    record: 'none',
    tags,
    method: 'GET',
    path: ADDRESS_PATHS.checkConfig,
    response: addressCheckConfigSchema,
    summary: "How the member's company checks an order's address",
  }),
  companyAddresses: defineCall({
    access: 'member',
    record: 'none',
    tags,
    method: 'GET',
    path: ADDRESS_PATHS.companyAddresses,
    query: companyAddressQuerySchema,
    response: companyAddressListSchema,
    summary: "The company's pick-up points its switches enable (office, distribution centres)",
  }),
  verifyUs: defineCall({
    access: 'member',
    record: 'none',
    tags,
    method: 'GET',
    path: ADDRESS_PATHS.verifyUs,
    query: verifyUsAddressQuerySchema,
    response: verifyUsAddressResultSchema,
    summary: 'Verifies a US address (state, ZIP format, ZIP-to-state consistency)',
  }),
} as const;
