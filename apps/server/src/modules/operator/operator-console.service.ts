import type { ConsolePermission } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import {
  countOperators,
  deleteSessionsOf,
  findOperatorById,
  findOperatorByLogin,
  insertOperator,
  replaceRecoveryCodes,
  updateOperator,
  upsertRole,
} from './operator.repository.js';
import {
  existingRoles,
  findOperatorPage,
  findRole,
  listRoles,
} from './operator-admin.repository.js';
import { confirmStepUp } from './operator-session.service.js';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config' | 'hasher'>;
const PERMISSION: ConsolePermission = 'operator:manage';

/**
 * Operators and roles from the console. An operator who may manage others is an administrator of
 * every company's staff, so these calls are limited to operators of all companies; each change
 * takes a fresh code and is audited with the account before and after.
 */
function requireManager(operator: OperatorContext) {
  requirePermission(operator, PERMISSION);
  if (operator.companies !== null) throw new AppError('forbidden');
}

export async function operatorList(
  deps: Pick<AppDeps, 'db'>,
  operator: OperatorContext,
  q: { pageNum: number; pageSize: number },
) {
  requireManager(operator);
  const [rows, total] = await Promise.all([
    findOperatorPage(deps.db, q.pageSize, (q.pageNum - 1) * q.pageSize),
    countOperators(deps.db),
  ]);
  const list = rows.map((o) => ({
    id: o.id,
    loginName: o.login_name,
    displayName: o.display_name,
    roles: o.roles,
    companies: o.companies,
    enrolled: o.totp_enrolled_at !== null,
    disabledAt: o.disabled_at?.toISOString() ?? null,
    createdAt: o.created_at.toISOString(),
  }));
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
}

async function requireRoles(deps: Pick<AppDeps, 'db'>, roles: readonly string[]) {
  const known = await existingRoles(deps.db, roles);
  if (known.length !== new Set(roles).size) throw new AppError('unknownRole');
}

export async function operatorCreate(
  deps: Deps,
  operator: OperatorContext,
  body: {
    loginName: string;
    displayName: string;
    password: string;
    roles: string[];
    companies: string[] | null;
    reason: string;
    code: string;
  },
) {
  requireManager(operator);
  await requireRoles(deps, body.roles);
  if (await findOperatorByLogin(deps.db, body.loginName)) throw new AppError('operatorExists');
  await confirmStepUp(deps, operator, body.code);
  const hash = await deps.hasher.hash(body.password);
  return inTransaction(deps.db, async (trx) => {
    const { id } = await insertOperator(trx, {
      login_name: body.loginName,
      display_name: body.displayName,
      password_hash: hash,
      roles: body.roles,
      companies: body.companies,
      totp_secret_enc: null,
      totp_enrolled_at: null,
      // the administrator chose it: the new operator changes it at their first sign-in
      password_change_required: true,
    });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: PERMISSION,
        action: 'operator:add',
        target: `operator:${body.loginName}`,
        reason: body.reason,
        outcome: 'ok',
        after: { roles: body.roles, companies: body.companies },
        at: deps.now(),
      }),
    );
    return { id };
  });
}

type Change = 'update' | 'disable' | 'enable' | 'reset-2fa';

/** One change of another operator's account, in one transaction with its audit entry. */
export async function operatorChange(
  deps: Deps,
  operator: OperatorContext,
  id: number,
  change: Change,
  body: { reason: string; code: string; roles?: string[]; companies?: string[] | null },
) {
  requireManager(operator);
  // an administrator cannot lock themselves out, nor grant themselves more, from here
  if (id === operator.id) throw new AppError('operatorSelf');
  const target = await findOperatorById(deps.db, id);
  if (!target) throw new AppError('notFound');
  if (change === 'update') await requireRoles(deps, body.roles ?? []);
  await confirmStepUp(deps, operator, body.code);
  const before = {
    roles: target.roles,
    companies: target.companies,
    disabled: !!target.disabled_at,
  };
  await inTransaction(deps.db, async (trx) => {
    if (change === 'update') {
      await updateOperator(trx, id, { roles: body.roles!, companies: body.companies ?? null });
    } else if (change === 'disable') {
      await updateOperator(trx, id, { disabled_at: deps.now() });
      await deleteSessionsOf(trx, id);
    } else if (change === 'enable') {
      await updateOperator(trx, id, { disabled_at: null });
    } else {
      await updateOperator(trx, id, {
        totp_secret_enc: null,
        totp_pending_enc: null,
        totp_enrolled_at: null,
      });
      await replaceRecoveryCodes(trx, id, []);
      await deleteSessionsOf(trx, id);
    }
    const after =
      change === 'update'
        ? { roles: body.roles, companies: body.companies ?? null, disabled: before.disabled }
        : {
            ...before,
            disabled: change === 'disable' ? true : change === 'enable' ? false : before.disabled,
          };
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: PERMISSION,
        action: `operator:${change}`,
        target: `operator:${target.login_name}`,
        reason: body.reason,
        outcome: 'ok',
        before,
        after,
        at: deps.now(),
      }),
    );
  });
  return { id };
}

export async function roleList(deps: Pick<AppDeps, 'db'>, operator: OperatorContext) {
  requireManager(operator);
  const rows = await listRoles(deps.db);
  return rows.map((r) => ({
    name: r.name,
    permissions: r.permissions as ConsolePermission[],
    builtIn: r.built_in,
    operators: Number(r.operators ?? 0),
  }));
}

/** Creates or changes a composed role; the built-in ones follow the contract at every start. */
export async function roleSave(
  deps: Deps,
  operator: OperatorContext,
  body: { name: string; permissions: ConsolePermission[]; reason: string; code: string },
) {
  requireManager(operator);
  const existing = await findRole(deps.db, body.name);
  if (existing?.built_in) throw new AppError('roleBuiltIn');
  await confirmStepUp(deps, operator, body.code);
  const permissions = [...new Set(body.permissions)].sort();
  await inTransaction(deps.db, async (trx) => {
    await upsertRole(trx, body.name, permissions, false);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: PERMISSION,
        action: 'role:save',
        target: `role:${body.name}`,
        reason: body.reason,
        outcome: 'ok',
        before: existing ? { permissions: existing.permissions } : null,
        after: { permissions },
        at: deps.now(),
      }),
    );
  });
  const roles = await roleList(deps, operator);
  return roles.find((r) => r.name === body.name)!;
}
