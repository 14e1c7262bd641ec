import { SETTINGS_CALLS as CALLS } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { cachedAnswer, isFresh } from '../../lib/http-cache.js';
import { route } from '../../lib/register-call.js';
import type { ZodApp } from '../../types.js';
import {
  chooseLocale,
  languagesOfCountry,
  localeMessages,
  serverDateTime,
} from './locale.service.js';
import { mobileCodeList } from './mobile-code.service.js';

/** Messages with an ETag; the client revalidates every time (no-cache) and gets 304s. */
function sendMessages(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReturnType<typeof localeMessages>,
) {
  reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache');
  if (isFresh(request, answer.etag)) return reply.code(304).send();
  return answer.messages;
}

export async function localeRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.serverDateTime, () => serverDateTime(deps));
  route(app, CALLS.localeMessages, (request, reply) =>
    sendMessages(
      request,
      reply,
      localeMessages({ path: request.params.locale, query: request.query.locale }),
    ),
  );
  route(app, CALLS.localeMessagesByQuery, (request, reply) =>
    sendMessages(request, reply, localeMessages({ query: request.query.locale })),
  );
  route(app, CALLS.setLocale, (request) => chooseLocale(deps, request.body.locale, request.auth));
  route(app, CALLS.languagesOfCountry, (request, reply) =>
    cachedAnswer(request, reply, languagesOfCountry(request.params.countryCode), 'public'),
  );
  route(app, CALLS.mobileCodes, (request, reply) =>
    cachedAnswer(request, reply, mobileCodeList(request.locale), 'public'),
  );
}
