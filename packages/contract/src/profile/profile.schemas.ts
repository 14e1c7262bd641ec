import { z } from 'zod';
import { API_BASE_PATH } from '../common/constants.js';
import { genderSchema } from '../common/domain.js';
import { textSchema } from '../common/text.js';
import { emailSchema, optionalString, requiredString } from '../common/validation.js';
import { PICTURE_BODY_LIMIT_BYTES } from './profile-rules.js';

/** Paths of the personal profile calls (spec "The calls the product makes" 'updatePersonalProfile', spec "Business constants and limits" picture). */
export const PROFILE_PATHS = {
  update: '/mm/PersonalProfile/updatePersonalProfile',
  uploadPicture: '/mm/PersonalProfile/uploadPicture',
  picture: '/mm/PersonalProfile/picture/:file',
  removePicture: '/mm/PersonalProfile/removePicture',
} as const;

/** `<memberId>-<version>.webp`: a new upload is a new address, so it can be cached forever. */
export const PICTURE_FILE_PATTERN = /^(\d{1,10})-([a-z0-9]{1,16})\.webp$/;

export function pictureUrl(memberId: number, version: string): string {
  return `${API_BASE_PATH}${PROFILE_PATHS.picture.replace(':file', `${memberId}-${version}.webp`)}`;
}

const optionalText = (max: number) =>
  optionalString(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const updateProfileBodySchema = z.object({
  firstName: requiredString(60),
  lastName: requiredString(60),
  gender: genderSchema,
  /** 'YYYY-MM-DD' or empty */
  birthDate: textSchema()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.format' })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'validation.format' })
    .nullish()
    .transform((value) => value ?? null),
  mobileCode: optionalText(8),
  phone: optionalString(20)
    .regex(/^[0-9 -]*$/, { error: 'validation.format' })
    .nullish()
    .transform((value) => (value ? value : null)),
  email: emailSchema,
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;
export type UpdateProfileValues = z.output<typeof updateProfileBodySchema>;

/** What a save changed that the web must follow up: a new email needs verifying. */
export const updateProfileResultSchema = z.object({ emailChanged: z.boolean() });
export type UpdateProfileResult = z.infer<typeof updateProfileResultSchema>;

/** The picture as base64 (a data URL's prefix allowed), checked by content on the server. */
export const uploadPictureBodySchema = z.object({
  image: textSchema()
    .min(1, { error: 'validation.required' })
    .max(PICTURE_BODY_LIMIT_BYTES, { error: 'validation.tooLong' }),
});
export type UploadPictureBody = z.infer<typeof uploadPictureBodySchema>;
export const uploadPictureResultSchema = z.object({ avatarImgUrl: z.string() });
export type UploadPictureResult = z.infer<typeof uploadPictureResultSchema>;

export const pictureParamsSchema = z.object({
  file: textSchema().regex(PICTURE_FILE_PATTERN, { error: 'validation.format' }),
});

/** `removed` is false when there was no picture to remove (removing twice is harmless). */
export const removePictureResultSchema = z.object({ removed: z.boolean() });
export type RemovePictureResult = z.infer<typeof removePictureResultSchema>;
