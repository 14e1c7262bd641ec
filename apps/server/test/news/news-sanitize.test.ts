import { describe, expect, it } from 'vitest';
import { sanitizeNewsHtml, summaryOf } from '../../src/modules/news/news-sanitize.js';

describe('sanitizeNewsHtml', () => {
  it('keeps the formatting an editor uses', () => {
    const html = '<h2>T</h2><p><strong>b</strong> <em>i</em></p><ul><li>x</li></ul>';
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>a</p>', '<p>a</p>'],
    ['<iframe src="https://e.example"></iframe><p>a</p>', '<p>a</p>'],
    ['<p onclick="x()" style="color:red">a</p>', '<p>a</p>'],
    [
      '<img src="https://i.example/a.png" onerror="x()">',
      '<img alt="" src="https://i.example/a.png" />',
    ],
    ['<img src="data:image/png;base64,AAAA">', '<img alt="" />'],
    ['<a href="javascript:alert(1)">a</a>', '<a rel="noopener noreferrer">a</a>'],
    [
      '<a href="https://x.example" target="_top">a</a>',
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">a</a>',
    ],
    ['<svg><script>x</script></svg><object data="x"></object><form><input></form>', ''],
    ['<style>p{}</style><p>a</p>', '<p>a</p>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeNewsHtml(input)).toBe(output);
  });
});

describe('summaryOf', () => {
  it('is the plain text, entities turned back, cut with an ellipsis', () => {
    expect(summaryOf('<h2>A &amp; B</h2><p>x</p>')).toBe('A & B x');
    const long = summaryOf(`<p>${'word '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(161);
    expect(long.endsWith('…')).toBe(true);
  });
});
