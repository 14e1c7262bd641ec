/**
 * The operators' console: its API lives beside the members' under its own base path and its own
 * session header, so a member's session is never read by the console API and an operator's never
 * by the member API (each auth hook reads only its own header).
 */
export const CONSOLE_API_BASE_PATH = '/console-api';
/** The console web app's own path on the same server. */
export const CONSOLE_APP_PATH = '/console';
/** The operator session's header (the member API reads `token`, never this). */
export const CONSOLE_TOKEN_HEADER = 'x-console-token';

/**
 * Named permissions, deny by default: a console call names the one it needs, and the service
 * entry point checks it (with the operator's companies) through one policy. `<resource>:<action>`.
 */
export const CONSOLE_PERMISSIONS = [
  'home:view',
  'audit:view',
  'withdrawal:view',
  'withdrawal:approve',
  'withdrawal:process',
  /** gather approved withdrawals in a batch, export its bank file, reconcile it */
  'withdrawal:batch',
  'adjustment:create',
  /** the second operator's approval of an adjustment above the company's threshold */
  'adjustment:approve',
  'cycle:view',
  /** the second operator's audit of a previewed commission run */
  'cycle:audit',
  'cycle:close',
  'ledger:verify',
  'member:view',
  'member:freeze',
  'member:reset-password',
  'member:unlock-pin',
  'member:view-as',
  /** export or erase a member's personal data on request */
  'member:privacy',
  'placement:move',
  'operator:manage',
  /** company settings: the adjustment threshold, whether cycles close by review */
  'company:settings',
  'order:view',
  /** ship, deliver, pick lists and packing slips */
  'order:fulfil',
  /** cancel and refund, whole or in part */
  'order:refund',
  'catalogue:edit',
  'stock:adjust',
  /** news, the library, the carousel */
  'content:publish',
  'campaign:send',
  'promotion:manage',
  'report:view',
  /** generate and publish the income disclosure statement */
  'disclosure:publish',
] as const;
export type ConsolePermission = (typeof CONSOLE_PERMISSIONS)[number];

/** Built-in roles; an admin may compose others from the same permissions. */
export const BUILT_IN_ROLES = {
  support: [
    'home:view',
    'member:view',
    'member:freeze',
    'member:reset-password',
    'member:unlock-pin',
    'member:view-as',
    'member:privacy',
    'placement:move',
    'order:view',
    'audit:view',
  ],
  finance: [
    'home:view',
    'withdrawal:view',
    'withdrawal:approve',
    'withdrawal:process',
    'withdrawal:batch',
    'adjustment:create',
    'adjustment:approve',
    'cycle:view',
    'cycle:audit',
    'cycle:close',
    'ledger:verify',
    'member:view',
    'order:view',
    'order:refund',
    'report:view',
    'audit:view',
  ],
  fulfilment: ['home:view', 'member:view', 'order:view', 'order:fulfil', 'stock:adjust'],
  content: ['home:view', 'catalogue:edit', 'content:publish', 'campaign:send', 'promotion:manage'],
  admin: [...CONSOLE_PERMISSIONS],
} as const satisfies Record<string, readonly ConsolePermission[]>;
export type BuiltInRole = keyof typeof BUILT_IN_ROLES;
export const BUILT_IN_ROLE_NAMES = Object.keys(BUILT_IN_ROLES) as BuiltInRole[];

/**
 * Money actions ask for a fresh code from the authenticator (step-up), even within a session.
 */
export const STEP_UP_PERMISSIONS: readonly ConsolePermission[] = [
  'withdrawal:approve',
  'withdrawal:process',
  'adjustment:create',
];

/** Operator sessions are shorter than members': 15 minutes idle, 8 hours at most. */
export const OPERATOR_SESSION = {
  idleMinutes: 15,
  absoluteHours: 8,
  /** minutes a sign-in ticket (password accepted, code not yet) stays good */
  ticketMinutes: 5,
} as const;

/** TOTP as every authenticator app reads it (RFC 6238): SHA-1, 6 digits, 30 s, one step of drift. */
export const OPERATOR_TOTP = {
  digits: 6,
  periodSeconds: 30,
  window: 1,
  recoveryCodes: 10,
} as const;

/**
 * After this many failed sign-ins in a row an operator waits `lockMinutes` before the next try
 * counts; the wait only delays, it never disables the account, so nobody outside can lock an
 * operator out for good.
 */
export const OPERATOR_LOCKOUT = { failures: 5, lockMinutes: 15 } as const;

/** Bounds of the console's text fields. */
export const CONSOLE_REASON_MAX = 500;
export const CONSOLE_SEARCH_MAX = 100;
