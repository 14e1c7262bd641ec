import { MESSAGE_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { messageDetail, messagePage, unreadQuantity } from './message.service.js';

export async function messageRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.unreadQuantity, (request) => unreadQuantity(deps, requireAuth(request)));
  route(app, CALLS.page, (request) => messagePage(deps, requireAuth(request), request.query));
  route(app, CALLS.detail, (request) => messageDetail(deps, requireAuth(request), request.params));
}
