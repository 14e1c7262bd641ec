import { defineCall } from '../common/define-call.js';
import { fileAnswerSchema } from '../common/file-answer.js';
import {
  PROFILE_PATHS,
  pictureParamsSchema,
  removePictureResultSchema,
  updateProfileBodySchema,
  updateProfileResultSchema,
  uploadPictureBodySchema,
  uploadPictureResultSchema,
} from './profile.schemas.js';
import { PICTURE_BODY_LIMIT_BYTES } from './profile-rules.js';

const tags = ['profile'] as const;
const SELF = { access: 'member', record: 'self', tags } as const;

/** PersonalProfile (spec "Main mode", "The calls the product makes", "Business constants and limits"): the member's own details and picture. */
export const PROFILE_CALLS = {
  update: defineCall({
    ...SELF,
    method: 'POST',
    path: PROFILE_PATHS.update,
    body: updateProfileBodySchema,
    response: updateProfileResultSchema,
    summary: "Saves the member's personal details (a new email must be verified again)",
  }),
  uploadPicture: defineCall({
    ...SELF,
    method: 'POST',
    path: PROFILE_PATHS.uploadPicture,
    body: uploadPictureBodySchema,
    bodyLimit: PICTURE_BODY_LIMIT_BYTES,
    response: uploadPictureResultSchema,
    summary: 'Sets the profile picture (JPG, PNG or BMP by content, at most 2 MB)',
  }),
  removePicture: defineCall({
    ...SELF,
    method: 'POST',
    path: PROFILE_PATHS.removePicture,
    response: removePictureResultSchema,
    summary: 'Removes the profile picture (its stored file too); the initial is shown again',
  }),
  // an image, not an envelope: public so <img> tags load it without the token header
  picture: defineCall({
    access: 'public',
    record: 'none',
    tags,
    method: 'GET',
    path: PROFILE_PATHS.picture,
    params: pictureParamsSchema,
    response: fileAnswerSchema,
    answer: 'file',
    summary: 'A profile picture (WebP), by member and version',
  }),
} as const;
