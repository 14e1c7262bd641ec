import { ERROR, LOCALES, OPTION_LISTS, optionLabelKey } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { carouselRows } from '../../src/seed/data/carousel.js';
import { messagesFor } from '../../src/lib/i18n.js';

/** Keys that must read as real text in every shipped language. */
const REQUIRED_KEYS = [
  ...Object.entries(OPTION_LISTS).flatMap(([list, values]) =>
    values.map((value) => optionLabelKey(list, value)),
  ),
  ...Object.keys(ERROR).map((key) => `error.${key}`),
  ...new Set(carouselRows().map((row) => row.title)),
  'validation.unknownCountry',
];

describe('translations', () => {
  it.each(LOCALES)('%s has every option label, error message and carousel title', (locale) => {
    const messages = messagesFor(locale);
    const missing = REQUIRED_KEYS.filter((key) => !messages[key]?.trim());
    expect(missing).toEqual([]);
  });

  it('labels are translated, not copied from English, where the language differs', () => {
    const en = messagesFor('en');
    const zh = messagesFor('zh-CN');
    expect(zh[optionLabelKey('gender', '1')]).not.toBe(en[optionLabelKey('gender', '1')]);
    expect(zh['error.unknownConfigKey']).not.toBe(en['error.unknownConfigKey']);
  });
});
