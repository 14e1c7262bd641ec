/** Paths of the session and account calls (under API_BASE_PATH). */
export const AUTH_PATHS = {
  captcha: '/bo/captcha',
  captchaRequired: '/bo/captcha/required',
  login: '/bo/login',
  logout: '/bo/logout',
  silentLogin: '/bo/silentLogin',
  vcardSilentLogin: '/bo/vcardSilentLogin',
  forgotLoginName: '/bo/forgot/loginName',
  forgotPassword: '/bo/forgot/password',
  forgotPasswordCheck: '/bo/forgot/password/check',
  forgotPasswordReset: '/bo/forgot/password/reset',
  changePassword: '/sys/user/password',
  validatePassword: '/mm/PersonalProfile/validatePassword',
  sendEmailVerify: '/send-email-verify',
  emailVerify: '/bo/email/verify',
} as const;

/** Web pages that mailed links and silent-login tickets open (spec "Public routes"). */
export const AUTH_PAGES = {
  resetPassword: '/Retrieveinformation',
  emailVerify: '/emailVerify',
  silentLogin: '/silentLogin',
  vcardSilentLogin: '/vcardSilentLogin',
} as const;

/** Query parameters those pages read. */
export const AUTH_QUERY = { token: 'token', ticket: 'ticket', redirect: 'redirect' } as const;

const MINUTE_MS = 60_000;
const WINDOW_MS = 15 * MINUTE_MS;

/** Limits of login, captcha, tickets and emailed links. */
export const AUTH_LIMITS = {
  captchaTtlMs: 5 * MINUTE_MS,
  captchaLength: 4,
  /** failures (per login name or per client address) after which a captcha is asked */
  captchaAfterFailures: 3,
  /** the window every failure count and per-address limit below is counted in */
  windowMs: WINDOW_MS,
  /**
   * failures of one login name, each with a solved captcha, that lock it until the window
   * passes, and only for addresses that failed (the owner elsewhere can still log in)
   */
  lockAfterFailures: 10,
  /** failures of one login name in the window after which its member is mailed, once a burst */
  alertAfterFailures: 5,
  /** every login from one address; generous, because a whole office can sit behind one NAT */
  loginAttemptsPerAddress: 300,
  captchasPerAddress: 60,
  silentLoginsPerAddress: 30,
  /** forgot login name / forgot password mails per client address */
  forgotMailsPerAddress: 10,
  /** reset-link checks and resets per client address */
  linkUsesPerAddress: 30,
  /** current-password checks (change, validate) per member */
  passwordChecksPerMember: 10,
  emailVerifyMailsPerMember: 5,
  silentTicketTtlS: 60,
  resetLinkTtlMs: 30 * MINUTE_MS,
  emailVerifyTtlMs: 24 * 60 * MINUTE_MS,
} as const;

/** Longest accepted input of each field; longer is a 400 before any work is done. */
export const AUTH_FIELD_MAX = {
  loginName: 64,
  password: 128,
  uuid: 64,
  captcha: 16,
  ticket: 1024,
  linkToken: 128,
} as const;

/** isFromOss of spec "Entities and their fields": whether the session came from a silent login. */
export const IS_FROM_OSS = { yes: 'yes', no: 'no' } as const;
