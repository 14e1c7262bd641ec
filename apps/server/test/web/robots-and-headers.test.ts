// This file runs on both engines in CI (scripts/test.sh): what it checks is a promise the
// product makes on either database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { API } from '../system/helpers.js';
import { walletMember } from '../wallet/factories.js';

const INDEX_HTML = '<!doctype html><html><head><title>portal</title></head></html>';
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'web-root-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  t = await createTestApp({}, { build: { webRoot } });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/**
 * RFC 9309's matching: the longest rule whose path (with `*` and a final `$`) matches the
 * path and query wins, Allow on a tie; no rule allows.
 */
function allowedBy(robots: string, url: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(allow|disallow):\s*(\S+)/i.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, kind, rule]) => ({ allow: kind!.toLowerCase() === 'allow', rule: rule! }));
  const matches = rules.filter(({ rule }) => {
    const anchored = rule.endsWith('$');
    const body = (anchored ? rule.slice(0, -1) : rule)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${body}${anchored ? '$' : ''}`).test(url);
  });
  matches.sort((a, b) => b.rule.length - a.rule.length || Number(b.allow) - Number(a.allow));
  return matches[0]?.allow ?? true;
}

describe('/robots.txt', () => {
  it('is a real robots file, not the web app', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { accept: 'text/html,*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).not.toContain('<html');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    // a page the SPA answers is still the SPA
    expect((await t.app.inject({ url: '/login' })).body).toBe(INDEX_HTML);
  });

  it('lets public pages be crawled, and neither member pages, personal links nor the API', async () => {
    const robots = (await t.app.inject({ url: '/robots.txt' })).body;
    const open = [
      '/',
      '/login',
      '/Retrieveinformation',
      '/ForgetLoginName',
      '/collectInfo',
      '/agreement',
      '/privatePolicy',
      '/returnPolicy',
      '/shippingInformation?characterCoding=en&companyCode=US&platformName=bzz',
      '/termsAndCondition?characterCoding=en',
      '/assets/index-Ab12Cd34.js',
    ];
    const closed = [
      '/dashboard/SystemIndex',
      '/wpm/dashboard',
      '/shopping/HistoryOrders',
      '/shopping/HistoryOrders/InvoiceOss?orderNo=US1&expires=1&signature=x',
      '/silentLogin?ticket=abc',
      '/vcardSilentLogin?ticket=abc',
      '/emailVerify?token=abc',
      '/collectInfo/application?sponsor=demo',
      '/collectInfo/submitSuccessful',
      `${API}/bo/userInfo/currentUserInfo`,
      `${API}/openapi.json`,
      '/404',
    ];
    for (const url of open) expect(allowedBy(robots, url), url).toBe(true);
    for (const url of closed) expect(allowedBy(robots, url), url).toBe(false);
  });
});

describe('Referrer-Policy', () => {
  it('goes with every answer: JSON, errors, files and pages', async () => {
    const { token } = await walletMember(t);
    const answers = [
      await t.app.inject({ url: `${API}/bo/userInfo/currentUserInfo`, headers: { token } }),
      await t.app.inject({ url: `${API}/bo/userInfo/currentUserInfo` }),
      await t.app.inject({ url: `${API}/no/such/call` }),
      // refused by the framework before routing (a broken escape in the path)
      await t.app.inject({ url: `${API}/sys/avatar/%zz` }),
      await t.app.inject({ url: `${API}/sys/avatar/US000061` }),
      await t.app.inject({ url: '/robots.txt' }),
      await t.app.inject({ url: '/login', headers: { accept: 'text/html' } }),
    ];
    for (const res of answers) {
      expect(res.headers['referrer-policy'], res.body.slice(0, 80)).toBe(
        'strict-origin-when-cross-origin',
      );
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 400, 200, 200, 200]);
  });
});
