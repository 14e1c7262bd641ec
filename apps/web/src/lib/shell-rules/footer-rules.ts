import { MARKETPLACE_ONLY_COMPANY, type Platform } from '@portal/contract';

/** Policy links a footer can show, in display order. */
export const FOOTER_LINKS = [
  'privatePolicy',
  'returnPolicy',
  'shippingInformation',
  'termsAndCondition',
  'policiesAndProcedures',
] as const;
export type FooterLink = (typeof FOOTER_LINKS)[number];

export interface FooterInput {
  companyCode: string;
  platform: Platform;
  /** config CHANGE.POLICY.COMPANY: a company that gets the US/CA links (IT by default) */
  changePolicyCompany?: string | null;
}

export interface FooterModel {
  links: FooterLink[];
  /** WT shows the marketplace contacts, every other company its own */
  contacts: 'company' | 'marketplace';
  copyright: 'standard' | 'malaysia';
}

export const DEFAULT_CHANGE_POLICY_COMPANY = 'IT';
const SHIPPING_COMPANIES = ['US', 'CA'];
const MALAYSIA_COMPANIES = ['MY', 'MA'];
/** companies with their own policies-and-procedures PDF (spec "Layout and navigation behaviour") */
const OWN_POLICIES_PDF = ['ID', ...MALAYSIA_COMPANIES];

function mainModeLinks(companyCode: string, changePolicyCompany: string): FooterLink[] {
  const links: FooterLink[] = ['returnPolicy'];
  if (SHIPPING_COMPANIES.includes(companyCode) || companyCode === changePolicyCompany) {
    links.push('shippingInformation');
  }
  return links;
}

/** Which policy links, contacts and copyright a company's footer shows (spec "Layout and navigation behaviour"). */
export function footerFor(input: FooterInput): FooterModel {
  const company = input.companyCode;
  const copyright = MALAYSIA_COMPANIES.includes(company) ? 'malaysia' : 'standard';
  if (company === MARKETPLACE_ONLY_COMPANY) {
    return {
      links: ['privatePolicy', 'returnPolicy', 'termsAndCondition', 'policiesAndProcedures'],
      contacts: 'marketplace',
      copyright,
    };
  }
  const links: FooterLink[] =
    input.platform === 'wpm'
      ? ['returnPolicy', 'termsAndCondition']
      : mainModeLinks(company, input.changePolicyCompany || DEFAULT_CHANGE_POLICY_COMPANY);
  if (OWN_POLICIES_PDF.includes(company)) links.push('policiesAndProcedures');
  return { links, contacts: 'company', copyright };
}
