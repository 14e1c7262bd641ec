import { describe, expect, it } from 'vitest';
import { call, everyAddress, loginMember, memberApi, runCluster } from './support.js';

const cluster = runCluster();

describe('a session across servers', () => {
  it('made on one server works on every other, and through HAProxy', async () => {
    const token = await loginMember(cluster.servers[0]!.url, 'demo');
    for (const { name, url } of everyAddress(cluster)) {
      const { status, body } = await call<{ code: number; data: { loginName: string } }>(
        memberApi(url, '/mm/member/current/info'),
        { token },
      );
      expect({ name, status, login: body.data?.loginName }).toEqual({
        name,
        status: 200,
        login: 'demo',
      });
    }
  });

  it('ended on one server is ended on every other', async () => {
    const token = await loginMember(cluster.url, 'wtdemo');
    const logout = await call(memberApi(cluster.servers[1]!.url, '/bo/logout'), {
      method: 'POST',
      token,
    });
    expect(logout.status).toBe(200);
    for (const { name, url } of everyAddress(cluster)) {
      const { status } = await call(memberApi(url, '/mm/member/current/info'), { token });
      expect({ name, status }).toEqual({ name, status: 401 });
    }
  });
});
