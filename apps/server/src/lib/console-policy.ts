import type { ConsolePermission } from '@portal/contract';
import { AppError } from './app-error.js';

/**
 * The signed-in operator as console services see it, mapped once per request from the operator
 * session (modules/operator), like MemberContext for members.
 */
export interface OperatorContext {
  id: number;
  loginName: string;
  roles: readonly string[];
  permissions: ReadonlySet<string>;
  /** the companies the operator may act for; null for all */
  companies: readonly string[] | null;
  /** a password someone else chose: only the operator's own calls until it is changed */
  passwordChangeRequired: boolean;
  /** the client address of the request, for the audit trail */
  address: string | null;
}

/**
 * The one policy of the console, deny by default: an operator may do a thing when one of their
 * roles grants its permission, and, for a record of a company, when they may act for that
 * company. Every console service entry point calls this before it reads or changes anything;
 * a refusal is `forbidden` (403), and changes nothing.
 */
export function requirePermission(
  operator: OperatorContext,
  permission: ConsolePermission,
  companyCode?: string | null,
): void {
  if (!operator.permissions.has(permission)) throw new AppError('forbidden');
  if (companyCode && !mayActFor(operator, companyCode)) throw new AppError('forbidden');
}

export function mayActFor(operator: OperatorContext, companyCode: string): boolean {
  return operator.companies === null || operator.companies.includes(companyCode);
}

/** The companies a list is limited to: undefined for an operator of all companies. */
export function companyScope(operator: OperatorContext): readonly string[] | undefined {
  return operator.companies ?? undefined;
}
