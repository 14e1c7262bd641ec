import { PAGE_CODES, PAGE_HTML_TAGS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { assertAllowedHtml } from '../../src/seed/data/page-html.js';
import { pageRowsOf } from '../../src/seed/pages.js';

const company = {
  code: 'MY',
  name: 'A & B <Wellness>',
  currency: 'MYR',
  email: 'a@b.example',
  tel: '+60 3 555',
};

describe('seeded page HTML', () => {
  it('escapes company values and writes English plus the local language', () => {
    const rows = pageRowsOf(company);
    expect(rows.map((r) => r.locale)).toEqual([
      ...PAGE_CODES.map(() => 'en'),
      ...PAGE_CODES.map(() => 'ms'),
    ]);
    expect(rows[0]!.body_html).toContain('A &amp; B &lt;Wellness&gt;');
    expect(rows[0]!.body_html).not.toContain('<Wellness>');
  });

  it('refuses elements and attributes outside the allowed set', () => {
    expect(() => assertAllowedHtml('<p>ok</p><script>x</script>', PAGE_HTML_TAGS)).toThrow(
      /script/,
    );
    expect(() => assertAllowedHtml('<p onclick="x()">hi</p>', PAGE_HTML_TAGS)).toThrow();
    expect(() => assertAllowedHtml('<img src="x">', PAGE_HTML_TAGS)).toThrow();
    expect(
      assertAllowedHtml('<h2>t</h2><p><a href="mailto:a@b">a</a></p>', PAGE_HTML_TAGS),
    ).toBeTruthy();
  });
});
