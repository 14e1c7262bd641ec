import { z } from 'zod';
import { companyCodeSchema, type CompanyCode } from '../common/domain.js';
import { integerIdParam } from '../common/validation.js';
import { localeTagSchema } from './locale.js';

export const AREA_LEVEL = { country: 1, province: 2, city: 3 } as const;
export const areaLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** The 27 member states of the European Union (ISO 3166 alpha-2). */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/**
 * Where each company ships: 'all' countries, the 'eu' countries, or only its 'own' country.
 * Its own country is always listed first.
 */
export const COMPANY_SHIPS_TO: Record<CompanyCode, 'all' | 'eu' | 'own'> = {
  WT: 'all',
  US: 'own',
  CA: 'own',
  IT: 'eu',
  HJ: 'own',
  MY: 'own',
  MA: 'own',
  ID: 'own',
};

export const areaItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export const areaListSchema = z.array(areaItemSchema);
export type AreaItem = z.infer<typeof areaItemSchema>;

export const areaDetailSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  level: areaLevelSchema,
  code: z.string(),
  name: z.string(),
  /** ISO 3166 alpha-2 of the country the area is in */
  countryCode: z.string(),
});
export type AreaDetail = z.infer<typeof areaDetailSchema>;

export const areaIdQuerySchema = z.object({ areaId: integerIdParam });
/** `characterCode` (e.g. en_US) picks the name language; else Accept-Language. */
export const customCountryQuerySchema = z.object({
  characterCode: localeTagSchema.optional(),
  companyCode: companyCodeSchema.optional(),
});
export const customProvinceQuerySchema = customCountryQuerySchema.extend({
  areaId: integerIdParam,
});
export const euCountryQuerySchema = z.object({
  currentCompanyPk: companyCodeSchema.optional(),
  addressCompanyPk: companyCodeSchema.optional(),
});
