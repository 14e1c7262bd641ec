import {
  envelope,
  languageListSchema,
  languagesParamsSchema,
  localeParamsSchema,
  localeQuerySchema,
  messagesSchema,
  mobileCodeListSchema,
  serverDateTimeSchema,
  setLocaleBodySchema,
  setLocaleResultSchema,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../lib/envelope.js';
import { isFresh, okCached } from '../../lib/http-cache.js';
import type { ZodApp } from '../../types.js';
import {
  chooseLocale,
  languagesOfCountry,
  localeMessages,
  serverDateTime,
} from './locale.service.js';
import { mobileCodeList } from './mobile-code.service.js';
import { PUBLIC, TAGS } from '../../lib/system-route-options.js';

/** Messages with an ETag; the client revalidates every time (no-cache) and gets 304s. */
function sendMessages(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReturnType<typeof localeMessages>,
) {
  reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache');
  if (isFresh(request, answer.etag)) return reply.code(304).send();
  return ok(answer.messages);
}

export async function localeRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/sys/locale/serverDateTime',
    { config: PUBLIC, schema: { ...TAGS, response: { 200: envelope(serverDateTimeSchema) } } },
    async () => ok(serverDateTime(deps)),
  );

  const messagesResponse = { 200: envelope(messagesSchema) };
  app.get(
    '/sys/locale/language/:locale',
    {
      config: PUBLIC,
      schema: {
        ...TAGS,
        params: localeParamsSchema,
        querystring: localeQuerySchema,
        response: messagesResponse,
      },
    },
    async (request, reply) =>
      sendMessages(
        request,
        reply,
        localeMessages({ path: request.params.locale, query: request.query.locale }),
      ),
  );
  app.get(
    '/sys/locale/language',
    {
      config: PUBLIC,
      schema: { ...TAGS, querystring: localeQuerySchema, response: messagesResponse },
    },
    async (request, reply) =>
      sendMessages(request, reply, localeMessages({ query: request.query.locale })),
  );

  app.post(
    '/sys/locale',
    {
      config: PUBLIC,
      schema: {
        ...TAGS,
        body: setLocaleBodySchema,
        response: { 200: envelope(setLocaleResultSchema) },
      },
    },
    async (request) => ok(await chooseLocale(deps, request.body.locale, request.auth)),
  );

  app.get(
    '/sys/locale/languages/:countryCode',
    {
      config: PUBLIC,
      schema: {
        ...TAGS,
        params: languagesParamsSchema,
        response: { 200: envelope(languageListSchema) },
      },
    },
    async (request, reply) =>
      okCached(request, reply, languagesOfCountry(request.params.countryCode), 'public'),
  );

  app.get(
    '/sys/mobilecode/getMobileCodeList',
    { config: PUBLIC, schema: { ...TAGS, response: { 200: envelope(mobileCodeListSchema) } } },
    async (request, reply) => okCached(request, reply, mobileCodeList(request.locale), 'public'),
  );
}
