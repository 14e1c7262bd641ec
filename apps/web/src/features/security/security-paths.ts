/** The one segment every security page shares, under any account base. */
const SETTING_SEGMENT = '/Securitysetting';
/** The main platform's account base, when a path names none. */
const DEFAULT_BASE = '/myAccount';

/**
 * The account base a security page was opened under: '/myAccount', '/wpm/myAccount' or
 * '/wpm/wtMyAccount' (spec "Main mode", "Marketplace mode"). Links between the pages stay under that base.
 */
export function accountBase(pathname: string): string {
  const at = pathname.indexOf(SETTING_SEGMENT);
  return at > 0 ? pathname.slice(0, at) : DEFAULT_BASE;
}

/** The four security pages under one account base. */
export function securityLinks(base: string) {
  const setting = `${base}${SETTING_SEGMENT}`;
  return {
    setting,
    byQuestions: `${setting}/ResetPinbycondition`,
    forget: `${setting}/forget`,
    reset: `${setting}/reset`,
  };
}
