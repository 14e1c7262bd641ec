import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { answerLocale, companyFor, localeOfTag, requireLocale } from './request-scope.js';

describe('companyFor', () => {
  const viewer = { member_id: 7, company_code: 'MY' };

  it('prefers the company asked for, else the member’s', () => {
    expect(companyFor('US', viewer)).toBe('US');
    expect(companyFor(undefined, viewer)).toBe('MY');
  });

  it('names the missing field when there is neither', () => {
    try {
      companyFor(undefined, null, 'body.companyCode');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).options.fields).toEqual([
        { path: 'body.companyCode', key: 'validation.required' },
      ]);
    }
  });
});

describe('locale tags', () => {
  it.each([
    ['en', 'en'],
    ['en_US', 'en'],
    ['id_ID', 'id'],
    ['ms_MY', 'ms'],
    ['zh_CN', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['zh-TW', undefined],
    ['fr', undefined],
    ['en-GB', undefined],
    ['', undefined],
  ])('%s → %s', (tag, locale) => expect(localeOfTag(tag)).toBe(locale));

  it('refuses an unknown tag with unknownLocale on the field', () => {
    expect(() => requireLocale('fr_FR', 'params.locale')).toThrowError(
      expect.objectContaining({ key: 'unknownLocale' }),
    );
  });

  it('answers in the request language unless one is asked for', () => {
    expect(answerLocale(undefined, 'ms', 'q')).toBe('ms');
    expect(answerLocale('zh_CN', 'ms', 'q')).toBe('zh-CN');
  });
});
