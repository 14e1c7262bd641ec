import { AUTH_LIMITS, ERROR } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { call, memberApi, ownAddress, runCluster } from './support.js';

const cluster = runCluster();
const servers = cluster.servers.map((s) => s.url);

describe('throttles and the captcha rule across servers', () => {
  it("counts one address's captcha images on every server together (Redis)", async () => {
    const address = ownAddress();
    const fetchCaptcha = (url: string) =>
      call<{ code: number }>(memberApi(url, '/bo/captcha'), { forwardedFor: address });
    // the whole allowance, spread over the servers: each one alone sees only a third of it
    for (let i = 0; i < AUTH_LIMITS.captchasPerAddress; i++) {
      const { body } = await fetchCaptcha(servers[i % servers.length]!);
      expect(body.code).toBe(0);
    }
    for (const url of [...servers, cluster.url]) {
      const { body } = await fetchCaptcha(url);
      expect({ url, code: body.code }).toEqual({ url, code: ERROR.tooManyRequests });
    }
    // another address is not held back
    const other = await call<{ code: number }>(memberApi(cluster.url, '/bo/captcha'), {
      forwardedFor: ownAddress(),
    });
    expect(other.body.code).toBe(0);
  });

  it('asks for a captcha on every server once a name failed on several', async () => {
    const login = 'pcdemo';
    const required = async (url: string) => {
      const { body } = await call<{ data: { required: boolean } }>(
        memberApi(url, `/bo/captcha/required?username=${login}`),
        { forwardedFor: ownAddress() },
      );
      return body.data.required;
    };
    expect(await required(cluster.url)).toBe(false);
    // one wrong password per server, each from an address of its own, so only the name's
    // count (whichever server holds it) can reach the threshold
    for (let i = 0; i < AUTH_LIMITS.captchaAfterFailures; i++) {
      const { body } = await call<{ code: number }>(
        memberApi(servers[i % servers.length]!, '/bo/login'),
        {
          body: { username: login, password: 'not-the-password' },
          forwardedFor: ownAddress(),
        },
      );
      expect(body.code).not.toBe(0);
    }
    for (const url of [...servers, cluster.url]) {
      expect({ url, required: await required(url) }).toEqual({ url, required: true });
    }
  });
});
