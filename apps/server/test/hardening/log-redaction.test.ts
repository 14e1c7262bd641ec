import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from '../../src/lib/log-redaction.js';
import { seedCompanies } from '../../src/seed/companies.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { API } from '../system/helpers.js';
import { walletMember } from '../wallet/factories.js';

/**
 * A password and reset tokens sent in a query reached the access log.
 * The app's own logger (its redact paths and request serializer) writes into a stream the
 * test reads; no secret may appear on any line.
 */
const SECRET = 'S3cr3t-Value-4711';

describe('secrets never reach a log line', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'trace' },
      { build: { logger: undefined, logStream: { write: (line) => void lines.push(line) } } },
    );
    await seedCompanies(t.db);
  }, 180_000);
  afterAll(async () => t?.close());

  it('redacts secret query parameters, headers and logged bodies', async () => {
    const { token } = await walletMember(t);
    const requests = [
      {
        method: 'POST',
        url: `${API}/mm/PersonalProfile/validatePassword?password=${SECRET}`,
        headers: { token },
      },
      { method: 'GET', url: `${API}/bo/forgot/password/check?token=${SECRET}` },
      { method: 'GET', url: `${API}/bo/forgot/password/check?a=1&TOKEN=${SECRET}&b=2` },
      { method: 'GET', url: `${API}/bo/forgot/password/check?tok%65n=${SECRET}` },
      {
        method: 'GET',
        url: `${API}/nowhere?pin=${SECRET}&captcha=${SECRET}&answer=${SECRET}&code=${SECRET}`,
      },
      { method: 'GET', url: `/%zz?token=${SECRET}` },
      { method: 'GET', url: `${API}/bo/userInfo/currentUserInfo`, headers: { token: SECRET } },
      {
        method: 'GET',
        url: `${API}/bo/userInfo/currentUserInfo`,
        headers: { 'x-session-token': SECRET },
      },
      {
        method: 'POST',
        url: `${API}/bo/login`,
        headers: { 'content-type': 'application/json' },
        payload: `{"username":"u","password":"${SECRET}`,
      },
      { method: 'POST', url: `${API}/bo/login`, payload: { username: 'nobody', password: SECRET } },
    ] as const;
    for (const request of requests) await t.app.inject(request);
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(requests.length);
    expect(log).toContain('forgot/password/check?token=[REDACTED]');
    expect(log).toContain('a=1&TOKEN=[REDACTED]&b=2');
    expect(log).not.toContain(SECRET);
  });

  it('keeps the other parameters of a URL', () => {
    expect(redactUrl('/a?companyCode=US&password=x&password[]=y&keys=1')).toBe(
      `/a?companyCode=US&password=${REDACTED}&password[]=${REDACTED}&keys=1`,
    );
    expect(redactUrl('/a/b')).toBe('/a/b');
    expect(redactUrl('/a?%zz=1&pin')).toBe(`/a?%zz=1&pin=${REDACTED}`);
  });
});
