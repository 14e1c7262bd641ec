import { SECURITY_PATHS, SECURITY_THROTTLE } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPinForTest, verifyPin } from '../../src/modules/security/pin.service.js';
import { TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fieldKeys, signedIn } from './security-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ANSWERS = [
  { questionId: 2, answer: 'New York' },
  { questionId: 5, answer: 'Volvo' },
  { questionId: 7, answer: 'Bunny' },
];
const choose = (token: string, body: unknown, locale?: string) =>
  call(t, 'POST', SECURITY_PATHS.setQuestions, { token, body, locale });
const resetByQuestions = (token: string, body: unknown) =>
  call(t, 'POST', SECURITY_PATHS.resetByQuestions, { token, body });

/** A member who chose ANSWERS and has PIN 111111. */
async function memberWithQuestions() {
  const session = await signedIn(t);
  await setPinForTest(t.deps, session.member.id, '111111');
  const res = await choose(session.token, { answers: ANSWERS, password: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  return session;
}

describe('GET /wm/security/questions/options', () => {
  it('lists the eight questions in the member language', async () => {
    const { token } = await signedIn(t);
    const en = await call(t, 'GET', SECURITY_PATHS.questionOptions, { token });
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toHaveLength(8);
    expect(en.json().data[0]).toEqual({
      questionId: 1,
      label: 'What was the name of your first pet?',
    });
    const ms = await call(t, 'GET', SECURITY_PATHS.questionOptions, { token, locale: 'ms-MY' });
    expect(ms.json().data[0].label).toBe('Apakah nama haiwan peliharaan pertama anda?');
  });
});

describe('POST /wm/security/questions and GET /wm/security/questions/mine', () => {
  it('stores three answers hashed and shows only the chosen questions', async () => {
    const { token, member } = await memberWithQuestions();
    const status = await call(t, 'GET', SECURITY_PATHS.status, { token });
    expect(status.json().data.questionsSet).toBe(true);

    const mine = await call(t, 'GET', SECURITY_PATHS.myQuestions, { token, locale: 'id' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((q: { questionId: number }) => q.questionId)).toEqual([2, 5, 7]);
    expect(mine.json().data[0].label).toBe('Di kota mana Anda dilahirkan?');
    expect(mine.body).not.toMatch(/York|Volvo|Bunny|argon/);

    const rows = await t.db
      .selectFrom('member_security_answer')
      .select('answer_hash')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r.answer_hash).toMatch(/^\$argon2id\$/);
  });

  it('replaces earlier answers when chosen again', async () => {
    const { token } = await memberWithQuestions();
    const other = [1, 3, 4].map((questionId) => ({ questionId, answer: 'x' }));
    expect((await choose(token, { answers: other, password: TEST_PASSWORD })).statusCode).toBe(200);
    const mine = await call(t, 'GET', SECURITY_PATHS.myQuestions, { token });
    expect(mine.json().data.map((q: { questionId: number }) => q.questionId)).toEqual([1, 3, 4]);
  });

  it('an empty list when none are chosen', async () => {
    const { token } = await signedIn(t);
    const mine = await call(t, 'GET', SECURITY_PATHS.myQuestions, { token });
    expect(mine.json().data).toEqual([]);
  });

  it('refuses a wrong login password with the catalogue message, storing nothing', async () => {
    const { token } = await signedIn(t);
    const res = await choose(token, { answers: ANSWERS, password: 'Wrong1234' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      data: { error: 'passwordIncorrect' },
      msg: 'The password is incorrect',
    });
    const status = await call(t, 'GET', SECURITY_PATHS.status, { token });
    expect(status.json().data.questionsSet).toBe(false);
  });

  it('throttles password guesses', async () => {
    const { token } = await signedIn(t);
    const codes = [];
    for (let i = 0; i <= SECURITY_THROTTLE.password.max; i++) {
      codes.push((await choose(token, { answers: ANSWERS, password: `Wrong${i}` })).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, -1).every((c) => c === 422)).toBe(true);
  });

  const same = ANSWERS.map((a) => ({ ...a, questionId: 2 }));
  it.each([
    [
      'the same question twice',
      { answers: same, password: 'x' },
      ['body.answers validation.security.questionsMustDiffer'],
    ],
    [
      'two answers',
      { answers: ANSWERS.slice(0, 2), password: 'x' },
      ['body.answers validation.security.answerCount'],
    ],
    ['no password', { answers: ANSWERS }, ['body.password validation.required']],
    [
      'a blank answer',
      { answers: [{ questionId: 1, answer: '   ' }, ...ANSWERS.slice(1)], password: 'x' },
      ['body.answers.0.answer validation.required'],
    ],
    [
      'an overlong answer',
      { answers: [{ questionId: 1, answer: 'a'.repeat(101) }, ...ANSWERS.slice(1)], password: 'x' },
      ['body.answers.0.answer validation.tooLong'],
    ],
    [
      'a question id as text',
      { answers: [{ questionId: 'one', answer: 'a' }, ...ANSWERS.slice(1)], password: 'x' },
      ['body.answers.0.questionId validation.notNumber'],
    ],
  ])('refuses %s', async (_name, body, fields) => {
    const { token } = await signedIn(t);
    const res = await choose(token, body);
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res)).toEqual(fields);
  });

  it('refuses an unknown question id', async () => {
    const { token } = await signedIn(t);
    const answers = [...ANSWERS.slice(0, 2), { questionId: 99, answer: 'x' }];
    const res = await choose(token, { answers, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res)).toEqual([
      'body.answers.2.questionId validation.security.unknownQuestion',
    ]);
  });
});

describe('POST /wm/security/pin/reset/by-questions', () => {
  it('resets the PIN with answers in any case and spacing, and lifts a lock', async () => {
    const { token, member } = await memberWithQuestions();
    for (let i = 0; i < 5; i++) await verifyPin(t.deps, member.id, '000000').catch(() => {});
    await expect(verifyPin(t.deps, member.id, '111111')).rejects.toMatchObject({
      key: 'pinLocked',
    });

    const answers = [
      { questionId: 7, answer: '  bunny ' },
      { questionId: 2, answer: 'NEW   york' },
      { questionId: 5, answer: 'volvo' },
    ];
    const res = await resetByQuestions(token, { answers, pin: '222222', confirmPin: '222222' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ pinSet: true, lockedUntil: null });
    await expect(verifyPin(t.deps, member.id, '222222')).resolves.toBeUndefined();
  });

  it('refuses one wrong answer and keeps the PIN', async () => {
    const { token, member } = await memberWithQuestions();
    const answers = [...ANSWERS.slice(0, 2), { questionId: 7, answer: 'Rabbit' }];
    const res = await resetByQuestions(token, { answers, pin: '222222', confirmPin: '222222' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      data: { error: 'securityAnswerIncorrect' },
      msg: 'Security answer incorrect',
    });
    await expect(verifyPin(t.deps, member.id, '111111')).resolves.toBeUndefined();
  });

  it('refuses answers to questions the member did not choose', async () => {
    const { token } = await memberWithQuestions();
    const answers = [...ANSWERS.slice(0, 2), { questionId: 8, answer: 'Bunny' }];
    const res = await resetByQuestions(token, { answers, pin: '222222', confirmPin: '222222' });
    expect(res.json().data.error).toBe('securityAnswerIncorrect');
  });

  it('throttles wrong answers', async () => {
    const { token } = await memberWithQuestions();
    const wrong = ANSWERS.map((a) => ({ ...a, answer: 'nope' }));
    const codes = [];
    for (let i = 0; i <= SECURITY_THROTTLE.answers.max; i++) {
      codes.push(
        (await resetByQuestions(token, { answers: wrong, pin: '222222', confirmPin: '222222' }))
          .statusCode,
      );
    }
    expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
    const right = await resetByQuestions(token, {
      answers: ANSWERS,
      pin: '222222',
      confirmPin: '222222',
    });
    expect(right.statusCode).toBe(429);
  });

  it('answers securityQuestionsNotSet when none were chosen', async () => {
    const { token } = await signedIn(t);
    const res = await resetByQuestions(token, {
      answers: ANSWERS,
      pin: '222222',
      confirmPin: '222222',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.error).toBe('securityQuestionsNotSet');
  });

  it('refuses a mismatched PIN confirmation', async () => {
    const { token } = await memberWithQuestions();
    const res = await resetByQuestions(token, {
      answers: ANSWERS,
      pin: '222222',
      confirmPin: '333333',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldKeys(res)).toEqual(['body.confirmPin validation.security.pinMismatch']);
  });
});
