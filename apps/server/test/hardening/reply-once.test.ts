// This file runs on both engines in CI (scripts/test.sh): what it checks is a promise the
// product makes on either database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMenus } from '../../src/seed/menus.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { API } from '../system/helpers.js';
import { walletMember } from '../wallet/factories.js';

/**
 * A handler that sends its answer itself (an image, a 304 for a fresh ETag) must not have the
 * answer sent a second time: Fastify logs that as FST_ERR_REP_ALREADY_SENT with a 500. The
 * app's own logger writes into a stream the test reads.
 */
describe('an answer a handler sent itself is sent once', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { build: { logger: undefined, logStream: { write: (line) => void lines.push(line) } } },
    );
    await seedMenus(t.db);
  }, 180_000);
  afterAll(async () => t?.close());

  const troubleIn = (from: number) =>
    lines.slice(from).filter((l) => /ALREADY_SENT|already sent|"level":(50|60)/i.test(l));

  it('the generated avatar', async () => {
    const from = lines.length;
    const res = await t.app.inject({ url: `${API}/sys/avatar/US000061` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    await new Promise((r) => setTimeout(r, 50));
    expect(troubleIn(from)).toEqual([]);
  });

  it('the menu tree, fresh (200) and then unchanged (304)', async () => {
    const { token } = await walletMember(t);
    const from = lines.length;
    const first = await t.app.inject({ url: `${API}/sys/menu/tree`, headers: { token } });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    const again = await t.app.inject({
      url: `${API}/sys/menu/tree`,
      headers: { token, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await new Promise((r) => setTimeout(r, 50));
    expect(troubleIn(from)).toEqual([]);
  });

  it('other answers a handler sends itself: a download, public lists revalidated to 304', async () => {
    const { token } = await walletMember(t);
    const from = lines.length;
    const csv = await t.app.inject({
      url: `${API}/bo/ewallet/transactions/export?account=bonus`,
      headers: { token },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('attachment');
    for (const url of [
      `${API}/sys/mobilecode/getMobileCodeList`,
      `${API}/sys/locale/language?locale=en`,
    ]) {
      const first = await t.app.inject({ url });
      expect(first.statusCode, url).toBe(200);
      const again = await t.app.inject({
        url,
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode, url).toBe(304);
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(troubleIn(from)).toEqual([]);
  });
});
