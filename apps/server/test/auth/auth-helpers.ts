import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, AUTH_LIMITS, AUTH_PATHS } from '@portal/contract';
import type { Db } from '../../src/db/client.js';
import { listOutboxFor } from '../../src/modules/mail/mail.repository.js';
import { captchaAnswerHash } from '../../src/modules/auth/captcha.service.js';
import { TEST_PASSWORD } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

export const api = (path: string) => `${API_BASE_PATH}${path}`;

let addressSeq = 0;
/**
 * A client address of its own per test: failure counts and throttles are per address, so
 * tests must not share one.
 */
export function freshAddress(): string {
  addressSeq++;
  return `10.${Math.floor(addressSeq / 250)}.${addressSeq % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

export interface LoginInput {
  username?: unknown;
  password?: unknown;
  uuid?: unknown;
  captcha?: unknown;
}

export function postLogin(t: TestApp, body: LoginInput, address = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: api(AUTH_PATHS.login),
    payload: body as Record<string, unknown>,
    remoteAddress: address,
  });
}

/** Logs in with the factory password and returns the token. */
export async function tokenFor(t: TestApp, loginName: string, password = TEST_PASSWORD) {
  const res = await postLogin(t, { username: loginName, password }, freshAddress());
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return (res.json() as { data: { token: string } }).data.token;
}

export function withToken(token: string) {
  return { token };
}

/** A captcha whose answer the test knows, stored the way the server stores one. */
export async function knownCaptcha(t: TestApp, answer = 'AbCd', ttlMs = AUTH_LIMITS.captchaTtlMs) {
  const uuid = randomUUID();
  await t.db
    .insertInto('captcha')
    .values({
      uuid,
      answer_hash: captchaAnswerHash(uuid, answer),
      expires_at: new Date(t.clock.now.getTime() + ttlMs),
    })
    .execute();
  return { uuid, captcha: answer };
}

/** Newest first. */
export function mailsTo(db: Db, address: string) {
  return listOutboxFor(db, address);
}

/** The `token` query value of the first link in a mail body. */
export function tokenInMail(body: string): string {
  const match = /https?:\/\/\S+/.exec(body);
  if (!match) throw new Error(`no link in mail: ${body}`);
  const token = new URL(match[0]).searchParams.get('token');
  if (!token) throw new Error(`no token in link ${match[0]}`);
  return token;
}

export function errorOf(res: { json(): unknown }) {
  return res.json() as {
    code: number;
    msg: string;
    data: {
      error: string;
      fields?: { path: string; key: string }[];
      details?: Record<string, unknown>;
    };
  };
}
