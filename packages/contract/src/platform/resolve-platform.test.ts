import { describe, expect, it } from 'vitest';
import {
  isWpmPath,
  resolvePlatform,
  type PlatformDecision,
  type PlatformInput,
} from './resolve-platform.js';

const cases: Array<[string, PlatformInput, PlatformDecision]> = [
  // clause 4: the path
  ['root path is main', { path: '/' }, { platform: 'bzz' }],
  ['empty path is main', { path: '' }, { platform: 'bzz' }],
  ['main page is bzz', { path: '/shopping/ShoppingMall' }, { platform: 'bzz' }],
  ['/wpm is wpm', { path: '/wpm' }, { platform: 'wpm' }],
  ['/wpm/ with slash is wpm', { path: '/wpm/' }, { platform: 'wpm' }],
  ['page under /wpm is wpm', { path: '/wpm/shopping/ShoppingCart' }, { platform: 'wpm' }],
  ['query after /wpm is ignored', { path: '/wpm?x=1' }, { platform: 'wpm' }],
  ['a look-alike prefix is not wpm', { path: '/wpmx/page' }, { platform: 'bzz' }],
  ['wpm later in the path is not wpm', { path: '/shopping/wpm' }, { platform: 'bzz' }],
  ['other company on a main path', { path: '/dashboard', companyCode: 'US' }, { platform: 'bzz' }],
  [
    'other company on a wpm path',
    { path: '/wpm/dashboard', companyCode: 'MY' },
    { platform: 'wpm' },
  ],
  // clause 3: the redirect source wins over the path
  ['redirect from /wpm', { path: '/login', redirectedFrom: '/wpm' }, { platform: 'wpm' }],
  ['redirect from /wpm/', { path: '/login', redirectedFrom: '/wpm/' }, { platform: 'wpm' }],
  ['redirect from / to a wpm path', { path: '/wpm/x', redirectedFrom: '/' }, { platform: 'bzz' }],
  [
    'redirect from / to dashboard',
    { path: '/dashboard', redirectedFrom: '/' },
    { platform: 'bzz' },
  ],
  [
    'redirect from another page: path decides',
    { path: '/wpm/a', redirectedFrom: '/shopping' },
    { platform: 'wpm' },
  ],
  [
    'redirect from a wpm sub page: path decides',
    { path: '/login', redirectedFrom: '/wpm/shopping' },
    { platform: 'bzz' },
  ],
  [
    'null redirect source: path decides',
    { path: '/wpm', redirectedFrom: null },
    { platform: 'wpm' },
  ],
  // clause 2: WT forces wpm over redirect and path
  ['WT on a main path', { path: '/dashboard', companyCode: 'WT' }, { platform: 'wpm' }],
  ['WT on root', { path: '/', companyCode: 'WT' }, { platform: 'wpm' }],
  [
    'WT redirected from /',
    { path: '/dashboard', companyCode: 'WT', redirectedFrom: '/' },
    { platform: 'wpm' },
  ],
  [
    'WT without page jump on SystemIndex',
    { path: '/dashboard/SystemIndex', companyCode: 'WT' },
    { platform: 'wpm' },
  ],
  ['lower-case wt is not WT', { path: '/dashboard', companyCode: 'wt' }, { platform: 'bzz' }],
  ['null company', { path: '/dashboard', companyCode: null }, { platform: 'bzz' }],
  // clause 1: page jump to SystemIndex goes to /wpm, before everything else
  [
    'page jump to SystemIndex',
    { path: '/dashboard/SystemIndex', isPageJump: true },
    { platform: 'wpm', redirectTo: '/wpm' },
  ],
  [
    'page jump with trailing slash',
    { path: '/dashboard/SystemIndex/', isPageJump: true },
    { platform: 'wpm', redirectTo: '/wpm' },
  ],
  [
    'page jump with a query',
    { path: '/dashboard/SystemIndex?a=1', isPageJump: true },
    { platform: 'wpm', redirectTo: '/wpm' },
  ],
  [
    'page jump beats a redirect from /',
    { path: '/dashboard/SystemIndex', isPageJump: true, redirectedFrom: '/' },
    { platform: 'wpm', redirectTo: '/wpm' },
  ],
  [
    'page jump for WT also redirects',
    { path: '/dashboard/SystemIndex', isPageJump: true, companyCode: 'WT' },
    { platform: 'wpm', redirectTo: '/wpm' },
  ],
  [
    'page jump elsewhere does nothing',
    { path: '/dashboard/DashboardNews', isPageJump: true },
    { platform: 'bzz' },
  ],
  [
    'page jump on the wpm SystemIndex does not redirect',
    { path: '/wpm/dashboard/SystemIndex', isPageJump: true },
    { platform: 'wpm' },
  ],
  [
    'no page jump on SystemIndex',
    { path: '/dashboard/SystemIndex', isPageJump: false },
    { platform: 'bzz' },
  ],
];

describe('resolvePlatform', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(resolvePlatform(input)).toEqual(expected);
  });
});

describe('isWpmPath', () => {
  it.each([
    ['/wpm', true],
    ['/wpm/dashboard', true],
    ['wpm/dashboard', true],
    ['/wpmshop', false],
    ['/', false],
  ] as const)('%s → %s', (path, expected) => {
    expect(isWpmPath(path)).toBe(expected);
  });
});
