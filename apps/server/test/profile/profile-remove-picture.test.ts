import { API_BASE_PATH, PROFILE_PATHS } from '@portal/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, signedIn } from '../security/security-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
const upload = async (token: string) => {
  const res = await call(t, 'POST', PROFILE_PATHS.uploadPicture, {
    token,
    body: { image: (await png()).toString('base64') },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.avatarImgUrl as string;
};
const remove = (token: string | null) => call(t, 'POST', PROFILE_PATHS.removePicture, { token });
const pictureRows = (memberId: number) =>
  t.db.selectFrom('member_picture').select('member_id').where('member_id', '=', memberId).execute();

describe('POST removePicture', () => {
  it('removes the stored file and the avatar in one go; the old address is gone', async () => {
    const { member, token } = await signedIn(t);
    const url = await upload(token);
    const res = await remove(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ removed: true });
    expect(await pictureRows(member.id)).toHaveLength(0);
    const row = await t.db
      .selectFrom('member')
      .select('avatar_url')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.avatar_url).toBeNull();
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(404);
    const info = await call(t, 'GET', '/bo/userInfo/currentUserInfo', { token });
    expect(info.json().data.avatarImgUrl).toBe('');
  });

  it('answers removed: false when there is nothing to remove', async () => {
    const { token } = await signedIn(t, { avatar_url: null });
    const res = await remove(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ removed: false });
  });

  it('touches only the caller: another member keeps their picture; no session is refused', async () => {
    const owner = await signedIn(t);
    const stranger = await signedIn(t);
    await upload(owner.token);
    expect((await remove(stranger.token)).statusCode).toBe(200);
    expect(await pictureRows(owner.member.id)).toHaveLength(1);
    const anon = await t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${PROFILE_PATHS.removePicture}`,
    });
    expect(anon.statusCode).toBe(401);
    expect(await pictureRows(owner.member.id)).toHaveLength(1);
  });
});
