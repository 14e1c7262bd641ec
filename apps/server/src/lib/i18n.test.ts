import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, toLocale, translate } from './i18n.js';

describe('locale resolution', () => {
  it.each([
    ['en_US', 'en'],
    ['zh_CN', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['ms-MY', 'ms'],
    ['id_ID', 'id'],
    ['fr', undefined],
    ['', undefined],
  ])('%s → %s', (tag, locale) => expect(toLocale(tag)).toBe(locale));

  it('honours q-values and skips unknown languages', () => {
    expect(localeFromAcceptLanguage('fr;q=1, ms;q=0.5, en;q=0.4')).toBe('ms');
    expect(localeFromAcceptLanguage('de, fr')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });

  it('translates with parameters and falls back to the key', () => {
    expect(translate('en', 'validation.tooLong', { field: 'username', limit: 5 })).toBe(
      'username is too long (at most 5 characters)',
    );
    expect(translate('id', 'no.such.key')).toBe('no.such.key');
  });
});

describe('request-supplied keys never reach a prototype', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    '%s is no locale',
    (tag) => {
      expect(toLocale(tag)).toBeUndefined();
      expect(localeFromAcceptLanguage(`${tag}, ${tag}-x;q=0.9`)).toBe('en');
    },
  );

  it('translates without a locale (framework errors come before the request hook)', () => {
    expect(translate(undefined, 'error.validation')).toBe(translate('en', 'error.validation'));
    expect(translate('constructor' as never, 'error.validation')).toBe(
      translate('en', 'error.validation'),
    );
  });

  it('leaves prototype names as keys and placeholders empty', () => {
    expect(translate('en', 'constructor')).toBe('constructor');
    expect(translate('en', 'validation.required', {})).toBe(' is required');
  });
});
