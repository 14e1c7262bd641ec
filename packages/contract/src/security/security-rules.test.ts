import { describe, expect, it } from 'vitest';
import {
  resetByCodeBodySchema,
  setPinBodySchema,
  setQuestionsBodySchema,
} from './security.schemas.js';
import { maskEmail, normalizeAnswer } from './security-rules.js';

describe('security answers', () => {
  it('compare case- and space-insensitively', () => {
    expect(normalizeAnswer('  New   York ')).toBe(normalizeAnswer('new york'));
    expect(normalizeAnswer('Fluffy')).not.toBe(normalizeAnswer('Fluffy2'));
  });
});

describe('maskEmail', () => {
  it('keeps the domain and the ends of the name', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j•••e@example.com');
    expect(maskEmail('jo@example.com')).toBe('j•••@example.com');
  });
});

describe('PIN bodies', () => {
  it('need 6 digits and a matching confirmation', () => {
    expect(setPinBodySchema.safeParse({ pin: '123456', confirmPin: '123456' }).success).toBe(true);
    const short = setPinBodySchema.safeParse({ pin: '12345', confirmPin: '12345' });
    expect(short.error?.issues[0]?.message).toBe('validation.security.pinFormat');
    const mismatch = setPinBodySchema.safeParse({ pin: '123456', confirmPin: '654321' });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['confirmPin'],
      message: 'validation.security.pinMismatch',
    });
    const code = resetByCodeBodySchema.safeParse({ code: '12ab56', pin: '1', confirmPin: '1' });
    expect(code.success).toBe(false);
  });
});

describe('question bodies', () => {
  const answers = [1, 2, 3].map((questionId) => ({ questionId, answer: 'x' }));
  it('need three different questions', () => {
    expect(setQuestionsBodySchema.safeParse({ answers, password: 'p' }).success).toBe(true);
    const same = answers.map((a) => ({ ...a, questionId: 1 }));
    expect(
      setQuestionsBodySchema.safeParse({ answers: same, password: 'p' }).error?.issues[0]?.message,
    ).toBe('validation.security.questionsMustDiffer');
    expect(
      setQuestionsBodySchema.safeParse({ answers: answers.slice(0, 2), password: 'p' }).error
        ?.issues[0]?.message,
    ).toBe('validation.security.answerCount');
  });
});
