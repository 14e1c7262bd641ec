import { SECURITY_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { resetPinByCode, resetPinByQuestions, sendResetCode } from './pin-reset.service.js';
import { changePin, securityStatus, setFirstPin } from './pin.service.js';
import { chooseQuestions, myQuestions, questionOptions } from './question.service.js';

/** Securitysetting, ResetPinbycondition, forget and reset (spec "Main mode"); all need a session. */
export async function securityRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.status, (request) => securityStatus(deps, requireAuth(request)));
  route(app, CALLS.setPin, (request) => setFirstPin(deps, requireAuth(request), request.body));
  route(app, CALLS.changePin, (request) =>
    changePin(deps, requireAuth(request), request.body, request.locale),
  );
  route(app, CALLS.questionOptions, (request) => {
    requireAuth(request);
    return questionOptions(deps, request.locale);
  });
  route(app, CALLS.setQuestions, (request) =>
    chooseQuestions(deps, requireAuth(request), request.body),
  );
  route(app, CALLS.myQuestions, (request) =>
    myQuestions(deps, requireAuth(request), request.locale),
  );
  route(app, CALLS.resetByQuestions, (request) =>
    resetPinByQuestions(deps, requireAuth(request), request.body, request.locale),
  );
  route(app, CALLS.sendResetCode, (request) =>
    sendResetCode(deps, requireAuth(request), request.locale),
  );
  route(app, CALLS.resetByCode, (request) =>
    resetPinByCode(deps, requireAuth(request), request.body, request.locale),
  );
}
