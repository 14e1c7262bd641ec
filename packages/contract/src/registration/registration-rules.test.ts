import { describe, expect, it } from 'vitest';
import { registerBodySchema } from './registration.schemas.js';
import { ageOn, isCommonPassword, legFor, weekOf } from './registration-rules.js';

describe('registration rules', () => {
  it('counts full years, a birthday not yet reached this year included', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
  it('refuses the most common passwords whatever their case', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('Sunrise42')).toBe(false);
  });
  it('picks the weaker or stronger leg, left on a tie', () => {
    expect(legFor('weak', { left: 3, right: 5 })).toBe('L');
    expect(legFor('strong', { left: 3, right: 5 })).toBe('R');
    expect(legFor('weak', { left: 2, right: 2 })).toBe('L');
    expect(legFor('strong', { left: 2, right: 2 })).toBe('L');
  });
  it('files an event under the Monday of its week', () => {
    expect(weekOf(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-29T23:59:00Z'))).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
  });
  it('the emails must match and the agreements be given', () => {
    const parsed = registerBodySchema.safeParse({});
    expect(parsed.success).toBe(false);
  });
});
