import { describe, expect, it } from 'vitest';
import { safeWebUrl } from './safe-web-url';

describe('safeWebUrl', () => {
  it.each([
    ['https://wallet.example.com/a?b=1', 'https://wallet.example.com/a?b=1'],
    ['  http://wallet.example.com ', 'http://wallet.example.com/'],
    ['javascript:alert(1)', ''],
    ['data:text/html,<script>alert(1)</script>', ''],
    ['//wallet.example.com', ''],
    ['not a url', ''],
    ['', ''],
    [{ url: 'https://x.example' }, ''],
    [null, ''],
  ])('%j → %j', (value, expected) => {
    expect(safeWebUrl(value)).toBe(expected);
  });
});
