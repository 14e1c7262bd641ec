import { describe, expect, it } from 'vitest';
import {
  NOTICE_CATEGORY,
  PREFERENCE_KINDS,
  PREFERENCES_PER_REQUEST_MAX,
  preferencesBodySchema,
} from './message-category.js';

describe('notification preferences', () => {
  it('a request may name every kind at once, and no more than the bound', () => {
    expect(PREFERENCE_KINDS.length).toBeLessThanOrEqual(PREFERENCES_PER_REQUEST_MAX);
    const every = PREFERENCE_KINDS.map((kind) => ({ kind, byEmail: true }));
    expect(preferencesBodySchema.safeParse({ preferences: every }).success).toBe(true);
    const tooMany = Array.from({ length: PREFERENCES_PER_REQUEST_MAX + 1 }, () => every[0]);
    expect(preferencesBodySchema.safeParse({ preferences: tooMany }).success).toBe(false);
  });

  it('each kind a member chooses for is a notice kind with a category', () => {
    for (const kind of PREFERENCE_KINDS) expect(NOTICE_CATEGORY[kind]).toBeDefined();
  });
});
