import type { CompanyInfo } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  footerFor,
  type FooterInput,
  type FooterModel,
} from '../../../lib/shell-rules/footer-rules';
import { footerHref, paymentLogoSrc } from './footer-hrefs';

type Row = [string, FooterInput, FooterModel];

const standard = { contacts: 'company', copyright: 'standard' } as const;
const malaysia = { contacts: 'company', copyright: 'malaysia' } as const;

/** Spec 2.4, one row per company and mode. */
const TABLE: Row[] = [
  [
    'US main',
    { companyCode: 'US', platform: 'bzz' },
    { links: ['returnPolicy', 'shippingInformation'], ...standard },
  ],
  [
    'CA main',
    { companyCode: 'CA', platform: 'bzz' },
    { links: ['returnPolicy', 'shippingInformation'], ...standard },
  ],
  [
    'IT main (default change-policy company)',
    { companyCode: 'IT', platform: 'bzz' },
    { links: ['returnPolicy', 'shippingInformation'], ...standard },
  ],
  [
    'IT main when another company is configured',
    { companyCode: 'IT', platform: 'bzz', changePolicyCompany: 'HJ' },
    { links: ['returnPolicy'], ...standard },
  ],
  [
    'HJ main as the configured change-policy company',
    { companyCode: 'HJ', platform: 'bzz', changePolicyCompany: 'HJ' },
    { links: ['returnPolicy', 'shippingInformation'], ...standard },
  ],
  ['HJ main', { companyCode: 'HJ', platform: 'bzz' }, { links: ['returnPolicy'], ...standard }],
  [
    'MY main',
    { companyCode: 'MY', platform: 'bzz' },
    { links: ['returnPolicy', 'policiesAndProcedures'], ...malaysia },
  ],
  [
    'MA main',
    { companyCode: 'MA', platform: 'bzz' },
    { links: ['returnPolicy', 'policiesAndProcedures'], ...malaysia },
  ],
  [
    'ID main',
    { companyCode: 'ID', platform: 'bzz' },
    { links: ['returnPolicy', 'policiesAndProcedures'], ...standard },
  ],
  [
    'US marketplace',
    { companyCode: 'US', platform: 'wpm' },
    { links: ['returnPolicy', 'termsAndCondition'], ...standard },
  ],
  [
    'MY marketplace',
    { companyCode: 'MY', platform: 'wpm' },
    { links: ['returnPolicy', 'termsAndCondition', 'policiesAndProcedures'], ...malaysia },
  ],
  [
    'WT (always marketplace)',
    { companyCode: 'WT', platform: 'wpm' },
    {
      links: ['privatePolicy', 'returnPolicy', 'termsAndCondition', 'policiesAndProcedures'],
      contacts: 'marketplace',
      copyright: 'standard',
    },
  ],
  [
    'WT even on a main path',
    { companyCode: 'WT', platform: 'bzz' },
    {
      links: ['privatePolicy', 'returnPolicy', 'termsAndCondition', 'policiesAndProcedures'],
      contacts: 'marketplace',
      copyright: 'standard',
    },
  ],
];

describe('footerFor: footer by company code', () => {
  it.each(TABLE)('%s', (_name, input, expected) => {
    expect(footerFor(input)).toEqual(expected);
  });
});

const info = {
  companyCode: 'US',
  characterCoding: 'en_US',
  privatePolicyLink: '/privatePolicy?companyCode=US',
  returnPolicyLink: null,
  policiesPdf: 'policies-and-procedures.pdf',
} as unknown as CompanyInfo;

describe('footer links', () => {
  it('point at the public pages with the query they read', () => {
    expect(footerHref('privatePolicy', info, 'bzz')).toBe('/privatePolicy?companyCode=US');
    expect(footerHref('returnPolicy', info, 'bzz')).toBe('/returnPolicy?companyCode=US');
    expect(footerHref('shippingInformation', info, 'wpm')).toBe(
      '/shippingInformation?characterCoding=en_US&companyCode=US&platformName=wpm',
    );
    expect(footerHref('termsAndCondition', info, 'bzz')).toBe(
      '/termsAndCondition?characterCoding=en_US&companyCode=US',
    );
    expect(footerHref('policiesAndProcedures', info, 'bzz')).toBe(
      '/pdf/policies-and-procedures.pdf',
    );
  });

  it('ship payment logos as bundled SVG badges whatever the listed file type', () => {
    expect(paymentLogoSrc('visa.png')).toMatch(/^data:image\/svg\+xml,.*VISA/);
    expect(paymentLogoSrc('visa')).toBe(paymentLogoSrc('visa.png'));
    expect(paymentLogoSrc('../../etc/passwd')).toBeUndefined();
    expect(paymentLogoSrc('unknown.png')).toBeUndefined();
  });
});
