import { PROFILE_PATHS, PICTURE_SIZE_PX } from '@portal/contract';
import { encode as encodeBmp } from 'bmp-ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fieldKeys, signedIn } from '../security/security-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DETAILS = {
  firstName: 'Ana',
  lastName: 'Lee',
  gender: 0,
  birthDate: '1990-05-01',
  mobileCode: '+60',
  phone: '12 345 6789',
  email: 'ana.lee@example.com',
};
const update = (token: string | null, body: unknown) =>
  call(t, 'POST', PROFILE_PATHS.update, { token, body });
const upload = (token: string | null, bytes: Buffer) =>
  call(t, 'POST', PROFILE_PATHS.uploadPicture, {
    token,
    body: { image: bytes.toString('base64') },
  });

const png = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

describe('POST updatePersonalProfile', () => {
  it('saves the details, ends the initial set-up and unverifies a changed email', async () => {
    const { member, token } = await signedIn(t, {
      is_init_set: true,
      email: 'old@example.com',
      email_verified_at: new Date(),
    });
    const res = await update(token, DETAILS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ emailChanged: true });
    const row = await t.db
      .selectFrom('member')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Ana',
      user_name: 'Ana Lee',
      gender: 0,
      birth_date: '1990-05-01',
      email: 'ana.lee@example.com',
      is_init_set: false,
      email_verified_at: null,
    });
  });

  it('keeps the verification when the email is the same but for case', async () => {
    const { token } = await signedIn(t, {
      email: 'same@example.com',
      email_verified_at: new Date(),
    });
    const res = await update(token, { ...DETAILS, email: 'SAME@example.com' });
    expect(res.json().data).toEqual({ emailChanged: false });
  });

  it('refuses bad input field by field', async () => {
    const { token } = await signedIn(t);
    const res = await update(token, {
      ...DETAILS,
      firstName: ' ',
      gender: 3,
      email: 'nope',
      birthDate: '1990-13-45',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res)).toEqual(
      expect.arrayContaining([
        'body.firstName validation.required',
        'body.email validation.emailFormat',
      ]),
    );
  });

  it("refuses another member's email of the same company, translated", async () => {
    const { member: other } = await signedIn(t, { email: 'taken@example.com' });
    const { token } = await signedIn(t, { company_code: other.company_code });
    const res = await call(t, 'POST', PROFILE_PATHS.update, {
      token,
      body: { ...DETAILS, email: 'Taken@example.com' },
      locale: 'id',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.error).toBe('emailInUse');
    expect(res.json().msg).toBe('Alamat email ini sudah digunakan.');
  });

  it('needs a session', async () => {
    expect((await update(null, DETAILS)).statusCode).toBe(401);
  });
});

describe('POST uploadPicture and GET picture', () => {
  it('re-encodes a PNG to a square WebP the avatar then points at, served publicly', async () => {
    const { member, token } = await signedIn(t);
    const res = await upload(token, await png());
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.avatarImgUrl;
    expect(url).toMatch(new RegExp(`/picture/${member.id}-[a-z0-9]+\\.webp$`));
    const info = await call(t, 'GET', '/bo/userInfo/currentUserInfo', { token });
    expect(info.json().data.avatarImgUrl).toBe(url);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'webp',
      PICTURE_SIZE_PX,
      PICTURE_SIZE_PX,
    ]);
  });

  it('takes a JPG and a BMP (decoded in JS) too', async () => {
    const { token } = await signedIn(t);
    const jpg = await sharp(await png())
      .jpeg()
      .toBuffer();
    expect((await upload(token, jpg)).statusCode).toBe(200);
    const width = 40;
    const height = 30;
    const bmp = encodeBmp({
      width,
      height,
      data: Buffer.alloc(width * height * 4, 0x80),
      bitPP: 24,
    });
    const res = await upload(token, bmp.data);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a GIF by content even when called .jpg, a picture over 2 MB, and garbage', async () => {
    const { token } = await signedIn(t);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const gifRes = await upload(token, gif);
    expect([gifRes.statusCode, gifRes.json().data.error]).toEqual([422, 'pictureTypeUnsupported']);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(3 * 1024 * 1024)]);
    const bigRes = await upload(token, big);
    expect([bigRes.statusCode, bigRes.json().data.error]).toEqual([422, 'pictureTooLarge']);
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ]);
    expect((await upload(token, broken)).json().data.error).toBe('pictureUnreadable');
    const notBase64 = await call(t, 'POST', PROFILE_PATHS.uploadPicture, {
      token,
      body: { image: '%%%' },
    });
    expect(notBase64.json().data.error).toBe('pictureUnreadable');
  });

  it('answers not found for an old version and for a malformed name', async () => {
    const { member, token } = await signedIn(t);
    const first = (await upload(token, await png())).json().data.avatarImgUrl as string;
    await upload(token, await png());
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const bad = await call(t, 'GET', `/mm/PersonalProfile/picture/${member.id}.png`, {
      token: null,
    });
    expect(bad.statusCode).toBe(400);
  });
});
