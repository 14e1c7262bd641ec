import { z } from 'zod';
import { companyCodeSchema, genderSchema } from '../common/domain.js';
import { textSchema } from '../common/text.js';
import { emailSchema, integerIdParam, requiredString } from '../common/validation.js';
import { profilePasswordSchema } from '../auth/password.js';
import { IDENTITY_TYPES } from '../system/options.js';
import {
  PLACE_NOW_CHOICES,
  PLACEMENT_CHOICES,
  REGISTRATION_FIELD_MAX as MAX,
  isCommonPassword,
} from './registration-rules.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateSchema = textSchema()
  .min(1, { error: 'validation.required', abort: true })
  .regex(DATE, { error: 'validation.registration.dateFormat' })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), {
    error: 'validation.registration.dateFormat',
  });
const countrySchema = textSchema()
  .min(1, { error: 'validation.required', abort: true })
  .regex(/^[A-Z]{2}$/, { error: 'validation.registration.country' });
const mustAgree = z.literal(true, { error: 'validation.registration.mustAgree' });

export const sponsorParamsSchema = z.object({ sponsor: requiredString(MAX.loginName) });

/** What the link page shows of the sponsor: never more than their name and company. */
export const sponsorLinkSchema = z.object({
  sponsorLoginName: z.string(),
  sponsorName: z.string(),
  companyCode: companyCodeSchema,
  minAge: z.number().int(),
});
export type SponsorLink = z.infer<typeof sponsorLinkSchema>;

export const startedBodySchema = z.object({ sponsor: requiredString(MAX.loginName) });
export const funnelRecordedSchema = z.object({ recorded: z.boolean() });

export const registerBodySchema = z
  .object({
    sponsor: requiredString(MAX.loginName),
    placementId: requiredString(MAX.loginName).meta({ description: 'login name in the downline' }),
    placement: z.enum(PLACEMENT_CHOICES),
    firstName: requiredString(MAX.name),
    lastName: requiredString(MAX.name),
    gender: genderSchema,
    birthDate: dateSchema,
    nationality: countrySchema,
    idType: z.enum(IDENTITY_TYPES),
    idNumber: requiredString(MAX.idNumber),
    email: emailSchema,
    confirmEmail: emailSchema,
    mobileCode: countrySchema,
    phone: requiredString(MAX.phone),
    password: profilePasswordSchema.refine((p) => !isCommonPassword(p), {
      error: 'validation.registration.commonPassword',
    }),
    confirmPassword: requiredString(MAX.phone),
    countryCode: countrySchema,
    /** the province from the area table (`/ca/area/qry/all/province`); required where the country has a list */
    stateId: z.number().int().positive().nullable().optional(),
    /** typed by hand where the country has no province list */
    stateName: textSchema().max(MAX.city, { error: 'validation.tooLong' }).optional(),
    city: requiredString(MAX.city),
    address1: requiredString(MAX.address),
    zip: textSchema().max(MAX.zip, { error: 'validation.tooLong' }).optional(),
    agreeTerms: mustAgree,
    agreeEmail: mustAgree,
    captcha: z.object({ uuid: textSchema().max(64), answer: textSchema().max(16) }).optional(),
  })
  .refine((b) => b.email.toLowerCase() === b.confirmEmail.toLowerCase(), {
    path: ['confirmEmail'],
    error: 'validation.registration.emailMismatch',
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registeredSchema = z.object({
  memberId: z.number().int(),
  loginName: z.string(),
  status: z.number().int(),
  /** where the member sits, or null while in the sponsor's holding tank */
  placement: z
    .object({ parentLoginName: z.string(), side: z.enum(['L', 'R']), moved: z.boolean() })
    .nullable(),
});
export type Registered = z.infer<typeof registeredSchema>;

export const funnelWeekSchema = z.object({
  week: z.string(),
  opened: z.number().int(),
  started: z.number().int(),
  submitted: z.number().int(),
  paid: z.number().int(),
});
export const funnelSchema = z.object({
  link: z.string(),
  weeks: z.array(funnelWeekSchema),
  /** who submitted but has not paid yet (they agreed to notification email) */
  unfinished: z.array(z.object({ loginName: z.string(), name: z.string() })),
});
export type Funnel = z.infer<typeof funnelSchema>;

export const heldMemberSchema = z.object({
  memberId: z.number().int(),
  loginName: z.string(),
  name: z.string(),
  status: z.number().int(),
  heldAt: z.string(),
  placeBy: z.string(),
});
export const holdingTankSchema = z.object({ members: z.array(heldMemberSchema) });
export type HeldMember = z.infer<typeof heldMemberSchema>;

export const placeBodySchema = z.object({
  memberId: integerIdParam,
  placementId: requiredString(MAX.loginName).optional(),
  placement: z.enum(PLACE_NOW_CHOICES),
});
export type PlaceBody = z.infer<typeof placeBodySchema>;
export const placedSchema = z.object({
  parentLoginName: z.string(),
  side: z.enum(['L', 'R']),
  moved: z.boolean(),
});
export type Placed = z.infer<typeof placedSchema>;

/** The sponsor's standing placement preference; no choice made reads as 'first'. */
export const placementPreferenceSchema = z.object({ choice: z.enum(PLACEMENT_CHOICES) });
export type PlacementPreference = z.infer<typeof placementPreferenceSchema>;
