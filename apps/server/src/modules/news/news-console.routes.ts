import { CONSOLE_CONTENT_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import {
  consoleNewsItem,
  createConsoleNews,
  listConsoleNews,
  updateConsoleNews,
  withdrawConsoleNews,
} from './news-console.service.js';
import { previewConsoleNews } from './news-console-preview.service.js';

/** The console's news: the list, writing and withdrawing an item, a member's preview. */
export async function newsConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_CONTENT_CALLS;
  route(app, C.newsList, (req) => listConsoleNews(deps, requireOperator(req), req.query));
  route(app, C.newsItem, (req) => consoleNewsItem(deps, requireOperator(req), req.params.id));
  route(app, C.newsCreate, (req) => createConsoleNews(deps, requireOperator(req), req.body));
  route(app, C.newsUpdate, (req) =>
    updateConsoleNews(deps, requireOperator(req), req.params.id, req.body),
  );
  route(app, C.newsWithdraw, (req) =>
    withdrawConsoleNews(deps, requireOperator(req), req.params.id),
  );
  route(app, C.newsPreview, (req) =>
    previewConsoleNews(deps, requireOperator(req), req.params.id, req.query.language),
  );
}
