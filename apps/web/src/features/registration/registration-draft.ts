/**
 * What the newcomer typed, kept in this tab's session storage so a reload or a failed submit
 * loses nothing; passwords and the captcha are never stored.
 */
const KEY = 'collectInfo.draft';
const SECRET = new Set(['password', 'confirmPassword', 'captchaAnswer']);
const DONE_KEY = 'collectInfo.done';

export function readDraft(sponsor: string): Record<string, unknown> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as {
      sponsor?: string;
      values?: Record<string, unknown>;
    };
    return stored.sponsor === sponsor ? (stored.values ?? {}) : {};
  } catch {
    return {};
  }
}

export function saveDraft(sponsor: string, values: Record<string, unknown>): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !SECRET.has(k)));
  sessionStorage.setItem(KEY, JSON.stringify({ sponsor, values: kept }));
}

export function clearDraft(): void {
  sessionStorage.removeItem(KEY);
}

export interface Done {
  loginName: string;
  placement: { parentLoginName: string; side: 'L' | 'R' } | null;
}

export function saveDone(done: Done): void {
  sessionStorage.setItem(DONE_KEY, JSON.stringify(done));
}

/** The answer of the registration this tab sent, or null (none sent, or unreadable). */
export function readDone(): Done | null {
  try {
    const done = JSON.parse(sessionStorage.getItem(DONE_KEY) ?? 'null') as Partial<Done> | null;
    if (typeof done?.loginName !== 'string' || done.loginName === '') return null;
    return { loginName: done.loginName, placement: done.placement ?? null };
  } catch {
    return null;
  }
}
