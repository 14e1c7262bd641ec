import {
  AVATAR_CACHE_SECONDS,
  AVATAR_CONTENT_TYPE,
  avatarParamsSchema,
  currentStatusSchema,
  emailAvailabilitySchema,
  envelope,
  genderOptionsSchema,
  MEMBER_PATHS,
  memberDetailSchema,
  memberGradeSchema,
  memberIdParamsSchema,
  memberInfoSchema,
  validateEmailBodySchema,
  validateEmailQuerySchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../lib/envelope.js';
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

const tags = ['member'];

export async function memberRoutes(app: ZodApp, deps: AppDeps) {
  const infoSchema = { tags, response: { 200: envelope(memberInfoSchema) } };
  app.get(MEMBER_PATHS.currentUserInfo, { schema: infoSchema }, async (request) =>
    ok(currentMemberInfo(requireAuth(request))),
  );
  app.get(MEMBER_PATHS.currentInfo, { schema: infoSchema }, async (request) =>
    ok(currentMemberInfo(requireAuth(request))),
  );

  app.get(
    MEMBER_PATHS.currentStatus,
    { schema: { tags, response: { 200: envelope(currentStatusSchema) } } },
    async (request) => ok(await currentStatus(deps, requireAuth(request))),
  );

  const detailSchema = {
    tags,
    params: memberIdParamsSchema,
    response: { 200: envelope(memberDetailSchema) },
  };
  app.get(MEMBER_PATHS.memberInfo, { schema: detailSchema }, async (request) =>
    ok(await memberInNetwork(deps, requireAuth(request), request.params.id)),
  );
  app.get(MEMBER_PATHS.sysUser, { schema: detailSchema }, async (request) =>
    ok(await ownAccount(deps, requireAuth(request), request.params.id)),
  );

  app.get(
    MEMBER_PATHS.genders,
    { schema: { tags, response: { 200: envelope(genderOptionsSchema) } } },
    async (request) => ok(genderOptions(request.locale)),
  );

  app.get(
    MEMBER_PATHS.grade,
    { schema: { tags, response: { 200: envelope(memberGradeSchema) } } },
    async (request) => ok(await memberGrade(deps, requireAuth(request), request.locale)),
  );

  app.post(
    MEMBER_PATHS.validateEmail,
    {
      schema: {
        tags,
        body: validateEmailBodySchema,
        querystring: validateEmailQuerySchema,
        response: { 200: envelope(emailAvailabilitySchema) },
      },
    },
    async (request) => {
      const email = request.body?.email ?? request.query.email;
      return ok(await emailAvailability(deps, requireAuth(request), email));
    },
  );

  // an image, not an envelope: public so <img> tags load it without the token header
  app.get(
    MEMBER_PATHS.avatar,
    { schema: { tags, params: avatarParamsSchema }, config: { public: true } },
    async (request, reply) =>
      reply
        .type(AVATAR_CONTENT_TYPE)
        .header('cache-control', `public, max-age=${AVATAR_CACHE_SECONDS}, immutable`)
        .send(avatarImage(request.params.seed)),
  );
}
