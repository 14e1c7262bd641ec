import { LIBRARY_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { contentDisposition } from '../../lib/download.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { contentRangeOf } from './byte-range.js';
import {
  getLibraryDocument,
  listLibraryCategories,
  listLibraryDocuments,
  openLibraryFile,
} from './library.service.js';

/** The member's company library: categories, search, one document, its file. */
export async function libraryRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.categories, (request) =>
    listLibraryCategories(deps, requireAuth(request), request.locale),
  );
  route(app, CALLS.list, (request) =>
    listLibraryDocuments(deps, requireAuth(request), request.locale, request.query),
  );
  route(app, CALLS.detail, (request) =>
    getLibraryDocument(deps, requireAuth(request), request.params.id),
  );
  route(app, CALLS.download, async (request, reply) => {
    const file = await openLibraryFile(
      deps,
      requireAuth(request),
      request.params.id,
      request.headers.range,
    );
    // streamed from the store with its own type; the name survives any script (RFC 5987);
    // a video player seeks with Range requests, answered with the part asked (206)
    if (file.range) {
      reply
        .code(206)
        .header('content-range', contentRangeOf(file.range, file.size))
        .header('content-length', String(file.range.end - file.range.start + 1));
    } else {
      reply.header('content-length', String(file.size));
    }
    return reply
      .header('accept-ranges', 'bytes')
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
}
