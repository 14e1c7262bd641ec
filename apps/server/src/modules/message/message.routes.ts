import {
  envelope,
  MESSAGE_PATHS,
  messageDetailParamsSchema,
  messageDetailSchema,
  messagePageQuerySchema,
  messagePageSchema,
  unreadQuantityParamsSchema,
  unreadQuantitySchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../lib/envelope.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { messageDetail, messagePage, unreadQuantity } from './message.service.js';

const tags = ['message'];

export async function messageRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    MESSAGE_PATHS.unreadQuantity,
    {
      schema: {
        tags,
        params: unreadQuantityParamsSchema,
        response: { 200: envelope(unreadQuantitySchema) },
      },
    },
    async (request) => ok(await unreadQuantity(deps, requireAuth(request))),
  );

  app.get(
    MESSAGE_PATHS.page,
    {
      schema: {
        tags,
        querystring: messagePageQuerySchema,
        response: { 200: envelope(messagePageSchema) },
      },
    },
    async (request) => ok(await messagePage(deps, requireAuth(request), request.query)),
  );

  app.get(
    MESSAGE_PATHS.detail,
    {
      schema: {
        tags,
        params: messageDetailParamsSchema,
        response: { 200: envelope(messageDetailSchema) },
      },
    },
    async (request) => ok(await messageDetail(deps, requireAuth(request), request.params)),
  );
}
