import { AVATAR_CACHE_SECONDS, AVATAR_CONTENT_TYPE, MEMBER_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import {
  avatarImage,
  currentMemberInfo,
  currentStatus,
  emailAvailability,
  genderOptions,
  memberGrade,
  memberInNetwork,
  ownAccount,
} from './member.service.js';

export async function memberRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.currentUserInfo, (request) => currentMemberInfo(deps, requireAuth(request)));
  route(app, CALLS.currentInfo, (request) => currentMemberInfo(deps, requireAuth(request)));
  route(app, CALLS.currentStatus, (request) => currentStatus(deps, requireAuth(request)));
  route(app, CALLS.memberInfo, (request) =>
    memberInNetwork(deps, requireAuth(request), request.params.id),
  );
  route(app, CALLS.sysUser, (request) => ownAccount(deps, requireAuth(request), request.params.id));
  route(app, CALLS.genders, (request) => genderOptions(request.locale));
  route(app, CALLS.grade, (request) => memberGrade(deps, requireAuth(request), request.locale));
  route(app, CALLS.validateEmail, (request) =>
    emailAvailability(deps, requireAuth(request), request.body?.email ?? request.query.email),
  );
  // an image, not an envelope: public so <img> tags load it without the token header
  route(app, CALLS.avatar, (request, reply) =>
    reply
      .type(AVATAR_CONTENT_TYPE)
      .header('cache-control', `public, max-age=${AVATAR_CACHE_SECONDS}, immutable`)
      .send(avatarImage(request.params.seed)),
  );
}
