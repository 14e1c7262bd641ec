import { ORGANIZATION_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { sendDownload } from '../../lib/download.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { getSponsorGenerations } from './generations.service.js';
import { exportDownline, listDownline } from './tree-list.service.js';
import { getTreeChildren, getTreeCycles, getTreePage } from './tree.service.js';
import { getPlacementExtreme } from './tree-extreme.service.js';

/** The placement and sponsor trees; a member reads only their own downline. */
export async function organizationRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.page, (request) =>
    getTreePage(deps, requireAuth(request), request.params.tree, request.query),
  );
  route(app, CALLS.children, (request) =>
    getTreeChildren(deps, requireAuth(request), request.params.tree, request.query),
  );
  route(app, CALLS.list, (request) =>
    listDownline(deps, requireAuth(request), request.params.tree, request.query),
  );
  route(app, CALLS.listExport, async (request, reply) => {
    const auth = requireAuth(request);
    const file = await exportDownline(
      deps,
      auth,
      request.params.tree,
      request.query,
      request.locale,
    );
    return sendDownload(reply, file.fileName, file.body);
  });
  route(app, CALLS.cycles, (request) => getTreeCycles(deps, requireAuth(request)));
  route(app, CALLS.generations, (request) =>
    getSponsorGenerations(deps, requireAuth(request), request.query),
  );
  route(app, CALLS.placementExtreme, (request) =>
    getPlacementExtreme(deps, requireAuth(request), request.query),
  );
}
