import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { DATA_KEY_HELP, parseDataKeys } from './lib/encryption.js';
import { PIN_PEPPER_HELP } from './lib/pin-hash.js';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, value: z.input<T>) =>
  z.preprocess(blankToUndefined, schema.default(value as never));
const int = (min: number, max: number, what: string) =>
  z.coerce
    .number({ error: `must be a whole number (${what})` })
    .int({ error: `must be a whole number (${what})` })
    .min(min, { error: `must be at least ${min} (${what})` })
    .max(max, { error: `must be at most ${max} (${what})` });
const url = (schemes: string[], example: string) =>
  z.string().refine(
    (v) => {
      try {
        return schemes.includes(new URL(v).protocol.replace(':', ''));
      } catch {
        return false;
      }
    },
    { error: `must be a URL like ${example}` },
  );

const LIBRARY_S3_URL_GONE =
  'replaced by FILE_STORE_S3_URL, which also keeps news and product pictures; library files ' +
  'are now under library/ in the bucket (docs/operations.md, "Stored files")';

const envSchema = z
  .object({
    NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
    HOST: withDefault(z.string(), '0.0.0.0'),
    PORT: withDefault(int(0, 65535, 'TCP port'), 8080),
    DATA_DIR: withDefault(z.string(), './data'),
    DATABASE_URL: optional(url(['postgres', 'postgresql'], 'postgres://user@host:5432/db')),
    DB_POOL_SIZE: withDefault(int(1, 1000, 'connections'), 20),
    DB_CONNECT_TIMEOUT_MS: withDefault(int(100, 600_000, 'milliseconds'), 5_000),
    DB_STATEMENT_TIMEOUT_MS: withDefault(int(0, 3_600_000, 'milliseconds, 0 = none'), 0),
    DB_IDLE_TIMEOUT_MS: withDefault(int(1_000, 86_400_000, 'milliseconds'), 30_000),
    // off behind a proxy that pools by transaction (it cannot keep a connection's named statements)
    DB_PREPARED_STATEMENTS: withDefault(z.enum(['true', 'false']), 'true'),
    SHUTDOWN_TIMEOUT_MS: withDefault(int(100, 600_000, 'milliseconds'), 10_000),
    REDIS_URL: optional(url(['redis', 'rediss'], 'redis://127.0.0.1:6379')),
    SESSION_IDLE_MINUTES: withDefault(int(1, 24 * 60, 'minutes'), 30),
    SESSION_MAX_HOURS: withDefault(int(1, 30 * 24, 'hours'), 12),
    SILENT_LOGIN_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters' })),
    DATA_ENCRYPTION_KEY: optional(
      z.string().refine((v) => parseDataKeys(v) !== undefined, { error: DATA_KEY_HELP }),
    ),
    PIN_PEPPER: optional(
      z.string().refine((v) => parseDataKeys(v) !== undefined, { error: PIN_PEPPER_HELP }),
    ),
    SMTP_URL: optional(url(['smtp', 'smtps'], 'smtp://user:pass@mail.example.com:587')),
    MAIL_FROM: withDefault(
      z.string().email({ error: 'must be an email address' }),
      'no-reply@portal.local',
    ),
    PUBLIC_URL: optional(url(['http', 'https'], 'https://portal.example.com')),
    CAPTCHA_MODE: withDefault(z.enum(['auto', 'always']), 'auto'),
    LOGIN_FAILURE_DELAY_MS: withDefault(int(0, 60_000, 'milliseconds, 0 = none'), 2_000),
    LOG_LEVEL: withDefault(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
      'info',
    ),
    SEED_ON_START: withDefault(z.enum(['true', 'false']), 'true'),
    // false when `npm run worker` processes run the jobs; the server then only enqueues them
    JOBS_IN_PROCESS: withDefault(z.enum(['true', 'false']), 'true'),
    TRUST_PROXY: withDefault(z.enum(['true', 'false']), 'false'),
    // half the cores: argon2 may never take every core from the requests that are not logins
    HASH_CONCURRENCY: withDefault(
      int(1, 64, 'parallel password hashes'),
      Math.max(1, Math.floor(availableParallelism() / 2)),
    ),
    // invoices: the InvoiceOss links' HMAC key (else derived from SILENT_LOGIN_SECRET)
    // and a CJK-capable font for Chinese invoices (else Debian's fonts-noto-cjk, if installed)
    INVOICE_LINK_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters' })),
    INVOICE_CJK_FONT: optional(z.string()),
    // payment: HMAC key of the third-party sandbox's webhooks
    PAYMENT_WEBHOOK_SECRET: optional(
      z.string().min(32, { error: 'must be at least 32 characters' }),
    ),
    // uploaded files (news and product pictures, library files): where every server reads them
    FILE_STORE: withDefault(z.enum(['auto', 'disk', 'postgres', 's3']), 'auto'),
    FILE_STORE_S3_URL: optional(
      url(
        ['http', 'https'],
        'https://ACCESS_KEY:SECRET_KEY@s3.example.com/bucket?region=us-east-1',
      ),
    ),
    // the library's own bucket became the file store's: refused, so a deployment learns the new name
    LIBRARY_S3_URL: optional(z.string().refine(() => false, { error: LIBRARY_S3_URL_GONE })),
  })
  .refine((e) => e.FILE_STORE !== 's3' || e.FILE_STORE_S3_URL, {
    path: ['FILE_STORE'],
    error: 'FILE_STORE=s3 needs FILE_STORE_S3_URL',
  });

export type Env = z.infer<typeof envSchema>;

/** Never echoed in configuration errors, which end up in logs. */
const SECRET_VARIABLES = new Set([
  'SILENT_LOGIN_SECRET',
  'DATA_ENCRYPTION_KEY',
  'PIN_PEPPER',
  'INVOICE_LINK_SECRET',
  // payment
  'PAYMENT_WEBHOOK_SECRET',
  // file store: holds the access key and secret (and its old name, refused but still a secret)
  'FILE_STORE_S3_URL',
  'LIBRARY_S3_URL',
]);

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL pool settings (ignored by the embedded database) */
  db: {
    poolSize: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    idleTimeoutMs: number;
    /** repeated statements named, so each connection parses and plans them once */
    preparedStatements: boolean;
  };
  /** how long a SIGTERM waits for in-flight requests before the process exits anyway */
  shutdownTimeoutMs: number;
  redisUrl?: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** undefined until resolved by `resolveSecrets` (generated into DATA_DIR when not given) */
  silentLoginSecret?: string;
  /** AES-256-GCM key(s) for data at rest; generated into DATA_DIR when not given */
  dataEncryptionKey?: string;
  /** HMAC key(s) for PINs, outside the database; generated into DATA_DIR when not given */
  pinPepper?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl?: string;
  captchaMode: 'auto' | 'always';
  /** longest delay a failing address's refused logins are answered after (doubling up to it) */
  loginFailureDelayMs: number;
  logLevel: Env['LOG_LEVEL'];
  seedOnStart: boolean;
  /** run the job workers and schedules inside this process (else only enqueue) */
  jobsInProcess: boolean;
  trustProxy: boolean;
  hashConcurrency: number;
  /** invoices: the InvoiceOss link key (unset: derived from the silent-login secret) */
  invoiceLinkSecret?: string;
  /** invoices: a font file (TTF/OTF/TTC) with CJK glyphs, for Chinese invoices */
  invoiceCjkFont?: string;
  /** payment: the sandbox webhooks' HMAC key; generated into DATA_DIR when not given */
  paymentWebhookSecret?: string;
  /**
   * where uploaded files are kept (FILE_STORE; auto: the bucket when FILE_STORE_S3_URL is
   * given, else PostgreSQL with DATABASE_URL, else the disk under DATA_DIR)
   */
  fileStore: 'disk' | 'postgres' | 's3';
  /** the S3-compatible bucket `https://key:secret@host/bucket?region=…` */
  fileStoreS3Url?: string;
}

/** FILE_STORE=auto resolved: the bucket when given, else where the database is. */
function chosenFileStore(e: Env): AppConfig['fileStore'] {
  if (e.FILE_STORE !== 'auto') return e.FILE_STORE;
  if (e.FILE_STORE_S3_URL) return 's3';
  return e.DATABASE_URL ? 'postgres' : 'disk';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const name = String(i.path[0]);
        const shown = SECRET_VARIABLES.has(name) ? '(hidden)' : JSON.stringify(source[name]);
        return `${i.path.join('.')}=${shown}: ${i.message}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    db: {
      poolSize: e.DB_POOL_SIZE,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleTimeoutMs: e.DB_IDLE_TIMEOUT_MS,
      preparedStatements: e.DB_PREPARED_STATEMENTS === 'true',
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    silentLoginSecret: e.SILENT_LOGIN_SECRET,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    pinPepper: e.PIN_PEPPER,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    captchaMode: e.CAPTCHA_MODE,
    loginFailureDelayMs: e.LOGIN_FAILURE_DELAY_MS,
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START === 'true',
    jobsInProcess: e.JOBS_IN_PROCESS === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    hashConcurrency: e.HASH_CONCURRENCY,
    invoiceLinkSecret: e.INVOICE_LINK_SECRET,
    invoiceCjkFont: e.INVOICE_CJK_FONT,
    // payment
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    fileStore: chosenFileStore(e),
    fileStoreS3Url: e.FILE_STORE_S3_URL,
  };
}
