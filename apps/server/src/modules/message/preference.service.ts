import {
  NOTICE_MAIL_DEFAULT,
  PREFERENCE_KINDS,
  type NoticeKind,
  type NotificationPreference,
  type PreferencesBody,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import type { MemberContext } from '../../lib/member-context.js';
import { findPreference, findPreferences, upsertPreferences } from './preference.repository.js';

/** Every kind a member may choose for, their choice or the default (money events on). */
export async function notificationPreferences(
  deps: DbDeps,
  auth: MemberContext,
): Promise<NotificationPreference[]> {
  const chosen = new Map(
    (await findPreferences(deps.db, auth.memberId)).map((r) => [r.kind, r.by_email]),
  );
  return PREFERENCE_KINDS.map((kind) => ({
    kind,
    byEmail: chosen.get(kind) ?? NOTICE_MAIL_DEFAULT[kind],
  }));
}

/** Saves the kinds sent (the last of a kind sent twice wins); only the caller's own. */
export async function saveNotificationPreferences(
  deps: DbClockDeps,
  auth: MemberContext,
  body: PreferencesBody,
): Promise<NotificationPreference[]> {
  const byKind = new Map(body.preferences.map((p) => [p.kind, p.byEmail]));
  const rows = [...byKind].map(([kind, byEmail]) => ({ kind, byEmail }));
  await upsertPreferences(deps.db, auth.memberId, rows, deps.now());
  return notificationPreferences(deps, auth);
}

/** Whether a notice of this kind also goes by mail; a kind no one may turn off always does. */
export async function wantsMail(db: Db, memberId: number, kind: NoticeKind): Promise<boolean> {
  if (!(kind in NOTICE_MAIL_DEFAULT)) return true;
  const preferenceKind = kind as keyof typeof NOTICE_MAIL_DEFAULT;
  return (await findPreference(db, memberId, kind)) ?? NOTICE_MAIL_DEFAULT[preferenceKind];
}
