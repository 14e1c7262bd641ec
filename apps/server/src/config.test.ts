import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the documented defaults on an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      sessionIdleMs: 30 * 60_000,
      sessionMaxMs: 12 * 3_600_000,
      captchaMode: 'auto',
      loginFailureDelayMs: 2_000,
      seedOnStart: true,
      jobsInProcess: true,
    });
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' }).databaseUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h:5432/db',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SESSION_IDLE_MINUTES: '5',
      SESSION_MAX_HOURS: '2',
      SILENT_LOGIN_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example.com:587',
      CAPTCHA_MODE: 'always',
    });
    expect(c).toMatchObject({
      port: 9000,
      sessionIdleMs: 300_000,
      sessionMaxMs: 7_200_000,
      captchaMode: 'always',
    });
  });

  it('reads the pool and shutdown settings, with defaults that keep the old behaviour', () => {
    expect(loadConfig({})).toMatchObject({
      db: {
        poolSize: 20,
        connectTimeoutMs: 5_000,
        statementTimeoutMs: 0,
        idleTimeoutMs: 30_000,
        preparedStatements: true,
      },
      shutdownTimeoutMs: 10_000,
    });
    const c = loadConfig({
      DB_POOL_SIZE: '5',
      DB_CONNECT_TIMEOUT_MS: '2000',
      DB_STATEMENT_TIMEOUT_MS: '30000',
      DB_IDLE_TIMEOUT_MS: '60000',
      DB_PREPARED_STATEMENTS: 'false',
      SHUTDOWN_TIMEOUT_MS: '25000',
    });
    expect(c).toMatchObject({
      db: {
        poolSize: 5,
        connectTimeoutMs: 2_000,
        statementTimeoutMs: 30_000,
        idleTimeoutMs: 60_000,
        preparedStatements: false,
      },
      shutdownTimeoutMs: 25_000,
    });
  });

  it('refuses pool and shutdown settings that cannot work', () => {
    const bad = { DB_POOL_SIZE: '0', DB_CONNECT_TIMEOUT_MS: 'soon', SHUTDOWN_TIMEOUT_MS: '-1' };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (e) {
      expect((e as ConfigError).problems.map((p) => p.split('=')[0])).toEqual([
        'DB_POOL_SIZE',
        'DB_CONNECT_TIMEOUT_MS',
        'SHUTDOWN_TIMEOUT_MS',
      ]);
    }
  });

  it('names every bad variable with a clear message', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'nope',
        SESSION_IDLE_MINUTES: '0',
        SILENT_LOGIN_SECRET: 'short',
        SMTP_URL: 'http://x',
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const text = (e as ConfigError).message;
      for (const name of [
        'PORT',
        'DATABASE_URL',
        'REDIS_URL',
        'SESSION_IDLE_MINUTES',
        'SILENT_LOGIN_SECRET',
        'SMTP_URL',
      ]) {
        expect(text).toContain(name);
      }
      expect(text).toContain('at least 32 characters');
      expect((e as ConfigError).problems).toHaveLength(6);
    }
  });
  it('chooses where uploaded files are kept: the bucket, else PostgreSQL with DATABASE_URL, else the disk', () => {
    const pg = 'postgres://u@h:5432/db';
    const bucket = 'https://K:S@s3.example.com/files';
    expect(loadConfig({}).fileStore).toBe('disk');
    expect(loadConfig({ DATABASE_URL: pg }).fileStore).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: pg, FILE_STORE_S3_URL: bucket })).toMatchObject({
      fileStore: 's3',
      fileStoreS3Url: bucket,
    });
    expect(loadConfig({ DATABASE_URL: pg, FILE_STORE: 'disk' }).fileStore).toBe('disk');
    expect(loadConfig({ FILE_STORE: 'postgres' }).fileStore).toBe('postgres');
  });

  it('refuses a bucket it cannot use and the old LIBRARY_S3_URL, never echoing their secrets', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as ConfigError).problems;
      }
    };
    expect(problems({ FILE_STORE: 's3' })).toEqual([
      'FILE_STORE="s3": FILE_STORE=s3 needs FILE_STORE_S3_URL',
    ]);
    const [bad] = problems({ FILE_STORE_S3_URL: 'ftp://KEY:TOPSECRET@s3.example.com/b' });
    expect(bad).toMatch(/^FILE_STORE_S3_URL=\(hidden\): must be a URL like/);
    const [old] = problems({ LIBRARY_S3_URL: 'https://KEY:TOPSECRET@s3.example.com/b' });
    expect(old).toMatch(/^LIBRARY_S3_URL=\(hidden\): replaced by FILE_STORE_S3_URL/);
    expect(`${bad}${old}`).not.toContain('TOPSECRET');
  });
});
