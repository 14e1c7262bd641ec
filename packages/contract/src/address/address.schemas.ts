import { z } from 'zod';
import { companyCodeSchema } from '../common/domain.js';
import { textSchema } from '../common/text.js';
import { integerIdParam, optionalString, requiredString } from '../common/validation.js';
import {
  ADDRESS_FIELD_MAX,
  normalizeZip,
  phoneError,
  receiveNameError,
  zipError,
} from './address-rules.js';

/** Paths of the address calls of spec "The calls the product makes" (under API_BASE_PATH). */
export const ADDRESS_PATHS = {
  list: '/mm/member/qry/consignee/address',
  add: '/mm/member/save/consignee/address',
  update: '/mm/member/update/consignee/address',
  byId: '/mm/member/qry/address/:id',
  delete: '/mm/member/delete/consignee/address/:id',
  setDefault: '/mm/member/setDefault/:id',
  checkConfig: '/mm/member/qry/order/address/check/config',
  companyAddresses: '/mm/company/address/qry/all/address',
  verifyUs: '/mm/member/verify/usps/address',
} as const;

export const addressIdParamsSchema = z.object({ id: integerIdParam });

const countryCodeSchema = textSchema()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'validation.address.countryRequired' });

const addressShape = {
  receiveName: textSchema().trim().max(ADDRESS_FIELD_MAX.receiveName, {
    error: 'validation.address.receiveNameFormat',
  }),
  /** ISO 3166 alpha-2, the `code` of a country of the area calls */
  countryCode: countryCodeSchema,
  /** a province of the country (area calls); required when the country has provinces */
  stateId: integerIdParam.nullish(),
  /** the state typed by hand, for a country without a province list */
  stateName: optionalString(ADDRESS_FIELD_MAX.stateName).optional(),
  city: requiredString(ADDRESS_FIELD_MAX.city),
  /** district or neighbourhood */
  area: optionalString(ADDRESS_FIELD_MAX.area).optional(),
  zip: textSchema({ error: 'validation.notString' })
    .overwrite(normalizeZip)
    .max(ADDRESS_FIELD_MAX.zip, { error: 'validation.tooLong' })
    .default(''),
  address1: requiredString(ADDRESS_FIELD_MAX.addressLine),
  address2: optionalString(ADDRESS_FIELD_MAX.addressLine).optional(),
  address3: optionalString(ADDRESS_FIELD_MAX.addressLine).optional(),
  contactNumber: textSchema()
    .trim()
    .max(ADDRESS_FIELD_MAX.contactNumber, { error: 'validation.tooLong' }),
  /** make it the default address (the first address always is) */
  isDefault: z.boolean({ error: 'validation.invalidValue' }).optional(),
};

type CountryFields = {
  countryCode: string;
  zip: string;
  contactNumber: string;
  receiveName: string;
};

/** The rules that depend on the country (zip, phone) and the receiver name's format. */
function checkAddressFields(body: CountryFields, ctx: z.RefinementCtx) {
  const checks: [keyof CountryFields, string | null][] = [
    ['receiveName', receiveNameError(body.receiveName)],
    ['zip', zipError(body.zip, body.countryCode)],
    ['contactNumber', phoneError(body.contactNumber, body.countryCode)],
  ];
  for (const [path, message] of checks) {
    if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

export const addAddressBodySchema = z.object(addressShape).superRefine(checkAddressFields);
export type AddAddressBody = z.infer<typeof addAddressBodySchema>;
/** What a form sends (before the schema's trimming and defaults). */
export type AddressInput = z.input<typeof addAddressBodySchema>;

/** The same fields and the id of the address changed (spec "The calls the product makes" sends it in the body). */
export const updateAddressBodySchema = z
  .object({ ...addressShape, id: integerIdParam })
  .superRefine(checkAddressFields);
export type UpdateAddressBody = z.infer<typeof updateAddressBodySchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  receiveName: z.string(),
  countryCode: z.string(),
  /** in the reader's language */
  countryName: z.string(),
  stateId: z.number().int().nullable(),
  /** e.g. 'US-CA' for a listed province, else null */
  stateCode: z.string().nullable(),
  stateName: z.string(),
  city: z.string(),
  area: z.string(),
  zip: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  /** E.164, e.g. +60123456789 */
  contactNumber: z.string(),
  isDefault: z.boolean(),
  /** ISO 8601 */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.array(addressSchema);

export const addressDeletedSchema = z.object({
  id: z.number().int(),
  /** the address that is default now (another one when the default was deleted), or null */
  defaultId: z.number().int().nullable(),
});
export type AddressDeleted = z.infer<typeof addressDeletedSchema>;

/** How the company checks an order's address (spec "The calls the product makes" qry/order/address/check/config). */
export const addressCheckConfigSchema = z.object({
  companyCode: companyCodeSchema,
  /** US addresses are verified (verify/usps/address) before they are saved */
  verifyUsAddress: z.boolean(),
  /** which verification answers: 'offline' is the built-in table check */
  verifier: z.string(),
  /** an order needs a delivery address unless collected at a pick-up point */
  addressRequired: z.boolean(),
  /** office self-pickup is offered (office.self.pick.up.switch) */
  officeSelfPickup: z.boolean(),
  /** orders ship from distribution centres (IS.DISTRIBUTION.CENTER.MODEL) */
  distributionCenter: z.boolean(),
  /** countries (alpha-2) an address may be in; null means every country */
  countries: z.array(z.string()).nullable(),
});
export type AddressCheckConfig = z.infer<typeof addressCheckConfigSchema>;

export const PICKUP_KINDS = ['office', 'distributionCenter'] as const;
export const pickupKindSchema = z.enum(PICKUP_KINDS, { error: 'validation.invalidValue' });
export type PickupKind = z.infer<typeof pickupKindSchema>;

export const companyAddressQuerySchema = z.object({ kind: pickupKindSchema.optional() });

/** A place of the company where a member may collect an order. */
export const companyAddressSchema = z.object({
  id: z.number().int(),
  kind: pickupKindSchema,
  name: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  countryCode: z.string(),
  phone: z.string(),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;
export const companyAddressListSchema = z.array(companyAddressSchema);

/** The fields of a US address to verify (query parameters). */
export const verifyUsAddressQuerySchema = z.object({
  address1: requiredString(ADDRESS_FIELD_MAX.addressLine),
  address2: optionalString(ADDRESS_FIELD_MAX.addressLine).optional(),
  city: requiredString(ADDRESS_FIELD_MAX.city),
  /** two-letter USPS state code, e.g. CA */
  state: textSchema()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'validation.address.stateCode' }),
  zip: textSchema().trim().max(ADDRESS_FIELD_MAX.zip, { error: 'validation.tooLong' }),
});
export type VerifyUsAddressQuery = z.infer<typeof verifyUsAddressQuerySchema>;

export const verifyUsAddressResultSchema = z.object({
  valid: z.boolean(),
  /** which verifier answered, e.g. 'offline' */
  verifier: z.string(),
  /** what is wrong: translation keys, e.g. validation.address.zipStateMismatch */
  problems: z.array(z.object({ field: z.string(), key: z.string() })),
  /** the address as the verifier writes it (upper-cased, ZIP+4 kept) when valid */
  standardized: z
    .object({
      address1: z.string(),
      address2: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    })
    .nullable(),
});
export type VerifyUsAddressResult = z.infer<typeof verifyUsAddressResultSchema>;
