import { DEFAULT_PLATFORM, HEADER, PLATFORMS, type Locale, type Platform } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localeFromAcceptLanguage } from '../lib/i18n.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** the member's language, from Accept-Language (spec "States and transitions": the client keeps it in step) */
    locale: Locale;
    /** platform header of spec "The calls the product makes" */
    platform: Platform;
  }
}

/** Node gives header names in lower case; worked out once, not on every request. */
const PLATFORM_HEADER = HEADER.platformName.toLowerCase();

export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('platform', DEFAULT_PLATFORM);
  // a callback hook: an async one costs each request a promise and a microtask turn
  app.addHook('onRequest', (request, reply, done) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    const platform = request.headers[PLATFORM_HEADER];
    request.platform = (PLATFORMS as readonly unknown[]).includes(platform)
      ? (platform as Platform)
      : DEFAULT_PLATFORM;
    reply.header(HEADER.requestId, request.id);
    done();
  });
});
