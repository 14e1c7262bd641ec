import { describe, expect, it } from 'vitest';
import { shouldRefetchStatus, type StatusRefreshInput } from './status-refresh.js';

const cases: Array<[string, StatusRefreshInput, boolean]> = [
  ['bzz, to be activated', { platform: 'bzz', companyCode: 'US', status: 0 }, true],
  ['bzz, frozen', { platform: 'bzz', companyCode: 'US', status: 20 }, true],
  ['bzz, inactive', { platform: 'bzz', companyCode: 'MY', status: 30 }, true],
  ['bzz, active is never refreshed', { platform: 'bzz', companyCode: 'US', status: 10 }, false],
  ['wpm, other company', { platform: 'wpm', companyCode: 'US', status: 0 }, false],
  ['wpm, other company, inactive', { platform: 'wpm', companyCode: 'ID', status: 30 }, false],
  ['wpm, WT', { platform: 'wpm', companyCode: 'WT', status: 0 }, true],
  ['wpm, WT, inactive', { platform: 'wpm', companyCode: 'WT', status: 30 }, true],
  ['wpm, WT, active', { platform: 'wpm', companyCode: 'WT', status: 10 }, false],
  ['bzz, WT', { platform: 'bzz', companyCode: 'WT', status: 20 }, true],
  ['bzz, WT, active', { platform: 'bzz', companyCode: 'WT', status: 10 }, false],
  ['wpm, lower-case wt is not WT', { platform: 'wpm', companyCode: 'wt', status: 0 }, false],
];

describe('shouldRefetchStatus', () => {
  it.each(cases)('%s → %s', (_name, input, expected) => {
    expect(shouldRefetchStatus(input)).toBe(expected);
  });
});
