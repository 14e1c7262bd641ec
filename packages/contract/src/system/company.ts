import { z } from 'zod';
import { companyCodeSchema, type Platform } from '../common/domain.js';
import { CONFIG_KEY } from './config.js';

/** The platform of the marketplace storefront; its contact is WT's marketplace contact. */
export const MARKETPLACE_PLATFORM: Platform = 'wpm';

export const contactSchema = z.object({
  address: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** What the footer shows for a company (spec "Layout and navigation behaviour", "Entities and their fields" company info keys). */
export const companyInfoSchema = z.object({
  companyCode: companyCodeSchema,
  name: z.string(),
  /** ISO 4217 */
  currency: z.string(),
  /** digits after the decimal point of the currency (IDR 0, USD 2) */
  minorUnit: z.number().int(),
  /** IANA zone for display; business time is UTC+8 everywhere */
  timeZone: z.string(),
  /** e.g. en_US */
  characterCoding: z.string(),
  facebookLink: z.string().nullable(),
  insLink: z.string().nullable(),
  youtubeLink: z.string().nullable(),
  companyAddress: z.string(),
  companyEmail: z.string(),
  companyTel: z.string(),
  /** path of the portal's public page, e.g. /privatePolicy?companyCode=US */
  privatePolicyLink: z.string().nullable(),
  returnPolicyLink: z.string().nullable(),
  [CONFIG_KEY.changePolicyCompany]: z.string(),
  /** file name of the policies-and-procedures PDF */
  policiesPdf: z.string(),
  copyright: z.string(),
  /** file names, e.g. visa.png */
  paymentLogos: z.array(z.string()),
  /** the marketplace contact (WT), else null */
  marketplace: contactSchema.nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const paymentLogosSchema = z.array(z.string());
export const officeAddressSchema = contactSchema;
/** e.g. en_US */
export const characterCodingSchema = z.string();
