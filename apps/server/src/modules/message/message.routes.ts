import { MESSAGE_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { openUnreadStream } from './message-stream.js';
import { messageDetail, messagePage, readAllMessages, unreadQuantity } from './message.service.js';
import { notificationPreferences, saveNotificationPreferences } from './preference.service.js';
import { UnreadHub } from './unread-hub.js';

export async function messageRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.unreadQuantity, (request) => unreadQuantity(deps, requireAuth(request)));
  // each message in the portal's language (Accept-Language) when it has a text in it
  route(app, CALLS.page, (request) =>
    messagePage(deps, requireAuth(request), request.locale, request.query),
  );
  route(app, CALLS.detail, (request) =>
    messageDetail(deps, requireAuth(request), request.locale, request.params),
  );
  // message centre
  route(app, CALLS.readAll, (request) => readAllMessages(deps, requireAuth(request), request.body));
  route(app, CALLS.preferences, (request) => notificationPreferences(deps, requireAuth(request)));
  route(app, CALLS.savePreferences, (request) =>
    saveNotificationPreferences(deps, requireAuth(request), request.body),
  );
  // one hub per server: its streams end before the server closes, so closing never waits
  const hub = new UnreadHub(deps.config.redisUrl);
  app.addHook('preClose', async () => hub.close());
  route(app, CALLS.stream, (request, reply) => openUnreadStream(deps, hub, request, reply));
}
