import { API_BASE_PATH } from '@portal/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The public pages of spec "Public routes" a search engine may show: sign-in, recovery, the start of a
 * registration and the company's policies (which take their own query). Anchored with `$` where
 * a query would make the link personal (a sponsor's registration link). The rest of 2.1 are
 * personal links (silent login tickets, signed invoices, e-mail checks) or steps of a flow.
 */
export const CRAWLABLE_PAGES = [
  '/$',
  '/login',
  '/Retrieveinformation',
  '/ForgetLoginName',
  '/collectInfo$',
  '/agreement',
  '/privatePolicy',
  '/returnPolicy',
  '/shippingInformation',
  '/termsAndCondition',
] as const;

/** What those pages load: the web app's scripts, styles and icon. */
const PAGE_FILES = ['/assets/', '/favicon.svg'] as const;

/**
 * robots.txt (RFC 9309: the longest matching rule wins, so each Allow beats `Disallow: /`):
 * member pages, every other path and the API are not to be crawled.
 */
export const ROBOTS_TXT = [
  '# Member portal: public pages may be crawled; member pages and the API may not.',
  'User-agent: *',
  ...[...CRAWLABLE_PAGES, ...PAGE_FILES].map((path) => `Allow: ${path}`),
  `Disallow: ${API_BASE_PATH}/`,
  'Disallow: /',
  '',
].join('\n');

/** Served by the server itself, so it never falls through to the SPA's index.html. */
export function registerRobots(app: FastifyInstance) {
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(ROBOTS_TXT),
  );
}
