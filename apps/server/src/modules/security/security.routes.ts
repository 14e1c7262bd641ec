import {
  changePinBodySchema,
  envelope,
  resetByCodeBodySchema,
  resetByQuestionsBodySchema,
  resetCodeSentSchema,
  SECURITY_PATHS,
  securityQuestionListSchema,
  securityStatusSchema,
  setPinBodySchema,
  setQuestionsBodySchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../lib/envelope.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { resetPinByCode, resetPinByQuestions, sendResetCode } from './pin-reset.service.js';
import { changePin, securityStatus, setFirstPin } from './pin.service.js';
import { chooseQuestions, myQuestions, questionOptions } from './question.service.js';

const tags = ['security'];
const statusResponse = { 200: envelope(securityStatusSchema) };
const questionsResponse = { 200: envelope(securityQuestionListSchema) };

/** Securitysetting, ResetPinbycondition, forget and reset (spec 2.2); all need a session. */
export async function securityRoutes(app: ZodApp, deps: AppDeps) {
  app.get(SECURITY_PATHS.status, { schema: { tags, response: statusResponse } }, async (request) =>
    ok(await securityStatus(deps, requireAuth(request))),
  );

  app.post(
    SECURITY_PATHS.setPin,
    { schema: { tags, body: setPinBodySchema, response: statusResponse } },
    async (request) => ok(await setFirstPin(deps, requireAuth(request), request.body)),
  );

  app.post(
    SECURITY_PATHS.changePin,
    { schema: { tags, body: changePinBodySchema, response: statusResponse } },
    async (request) =>
      ok(await changePin(deps, requireAuth(request), request.body, request.locale)),
  );

  app.get(
    SECURITY_PATHS.questionOptions,
    { schema: { tags, response: questionsResponse } },
    async (request) => {
      requireAuth(request);
      return ok(await questionOptions(deps, request.locale));
    },
  );

  app.post(
    SECURITY_PATHS.setQuestions,
    { schema: { tags, body: setQuestionsBodySchema, response: statusResponse } },
    async (request) => ok(await chooseQuestions(deps, requireAuth(request), request.body)),
  );

  app.get(
    SECURITY_PATHS.myQuestions,
    { schema: { tags, response: questionsResponse } },
    async (request) => ok(await myQuestions(deps, requireAuth(request), request.locale)),
  );

  app.post(
    SECURITY_PATHS.resetByQuestions,
    { schema: { tags, body: resetByQuestionsBodySchema, response: statusResponse } },
    async (request) =>
      ok(await resetPinByQuestions(deps, requireAuth(request), request.body, request.locale)),
  );

  app.post(
    SECURITY_PATHS.sendResetCode,
    { schema: { tags, response: { 200: envelope(resetCodeSentSchema) } } },
    async (request) => ok(await sendResetCode(deps, requireAuth(request), request.locale)),
  );

  app.post(
    SECURITY_PATHS.resetByCode,
    { schema: { tags, body: resetByCodeBodySchema, response: statusResponse } },
    async (request) =>
      ok(await resetPinByCode(deps, requireAuth(request), request.body, request.locale)),
  );
}
