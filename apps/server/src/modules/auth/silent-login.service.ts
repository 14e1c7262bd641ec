import { AUTH_LIMITS, AUTH_PAGES, AUTH_QUERY, type LoginResult } from '@portal/contract';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { addressKey, enforceLimit } from './client-limit.js';
import { startSession } from './login-result.js';
import { findMemberByLoginName } from './member-auth.repository.js';
import { pageLink } from './public-url.js';
import { deleteTicketUsesBefore, recordTicketUse } from './silent-ticket.repository.js';
import type { ClientInfo } from './session.service.js';
import { mintSilentTicket, verifySilentTicket } from './silent-ticket.js';

/** Used ticket ids are kept a little longer than a ticket lives, for clock skew. */
const TICKET_USE_RETENTION_MS = 2 * AUTH_LIMITS.silentTicketTtlS * 1000;

/**
 * Silent login (spec "States and transitions", isFromOss = yes): a signed, short-lived, single-use ticket names
 * the member; every way it can be wrong is the same `ticketInvalid`.
 */
export async function silentLogin(
  deps: AppDeps,
  ticket: string,
  client: ClientInfo,
): Promise<LoginResult> {
  await enforceLimit(
    deps,
    'silent-login',
    addressKey(client.ip),
    AUTH_LIMITS.silentLoginsPerAddress,
    AUTH_LIMITS.windowMs,
  );
  const now = deps.now();
  const check = verifySilentTicket(deps.config.silentLoginSecret, ticket, now);
  if (!check.ok) throw new AppError('ticketInvalid');
  const member = await findMemberByLoginName(deps.db, check.claims.sub);
  if (!member || member.company_code !== check.claims.cc) throw new AppError('ticketInvalid');
  await deleteTicketUsesBefore(deps.db, new Date(now.getTime() - TICKET_USE_RETENTION_MS));
  if (!(await recordTicketUse(deps.db, check.claims.jti, member.member_id, now))) {
    throw new AppError('ticketInvalid');
  }
  return startSession(deps, member, true, client, check.claims.va === true);
}

export interface IssuedTicket {
  ticket: string;
  url: string;
}

/** A ticket for a member by login name (operators, support); undefined for an unknown login. */
export async function issueSilentTicket(
  db: Db,
  config: Pick<AppConfig, 'publicUrl' | 'port'> & { silentLoginSecret: string },
  loginName: string,
  now: Date,
): Promise<IssuedTicket | undefined> {
  const member = await findMemberByLoginName(db, loginName);
  if (!member) return undefined;
  const ticket = mintSilentTicket(
    config.silentLoginSecret,
    { loginName: member.login_name, companyCode: member.company_code },
    now,
  );
  return { ticket, url: pageLink(config, AUTH_PAGES.silentLogin, { [AUTH_QUERY.ticket]: ticket }) };
}
