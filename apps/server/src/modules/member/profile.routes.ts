import {
  PICTURE_CACHE_SECONDS,
  PICTURE_CONTENT_TYPE,
  PROFILE_CALLS as CALLS,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { pictureFile, removePicture, updateProfile, uploadPicture } from './profile.service.js';

export async function profileRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.update, (request) => updateProfile(deps, requireAuth(request), request.body));
  route(app, CALLS.uploadPicture, (request) =>
    uploadPicture(deps, requireAuth(request), request.body.image),
  );
  route(app, CALLS.removePicture, (request) => removePicture(deps, requireAuth(request)));
  // an image, not an envelope: public so <img> tags load it without the token header
  route(app, CALLS.picture, async (request, reply) =>
    reply
      .type(PICTURE_CONTENT_TYPE)
      .header('cache-control', `public, max-age=${PICTURE_CACHE_SECONDS}, immutable`)
      .send(await pictureFile(deps, request.params.file)),
  );
}
