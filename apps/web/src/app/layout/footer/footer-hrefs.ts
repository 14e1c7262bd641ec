import type { CompanyInfo, Platform } from '@portal/contract';
import type { FooterLink } from '../../../lib/shell-rules/footer-rules';
import { PAYMENT_LOGOS } from './footer-logos';

/** Where each footer policy link goes for a company. */
export function footerHref(link: FooterLink, info: CompanyInfo, platform: Platform): string {
  const company = `companyCode=${encodeURIComponent(info.companyCode)}`;
  const coding = `characterCoding=${encodeURIComponent(info.characterCoding)}`;
  switch (link) {
    case 'privatePolicy':
      return info.privatePolicyLink || `/privatePolicy?${company}`;
    case 'returnPolicy':
      return info.returnPolicyLink || `/returnPolicy?${company}`;
    case 'shippingInformation':
      return `/shippingInformation?${coding}&${company}&platformName=${platform}`;
    case 'termsAndCondition':
      return `/termsAndCondition?${coding}&${company}`;
    case 'policiesAndProcedures':
      return `/pdf/${encodeURIComponent(info.policiesPdf)}`;
  }
}

/**
 * 'visa.png' → the bundled visa.svg badge: the logos ship as SVG badges, whatever type the
 * company's list names. A logo the app does not ship has none (its name is shown instead).
 */
export function paymentLogoSrc(fileName: string): string | undefined {
  return PAYMENT_LOGOS.get(paymentLogoName(fileName).replace(/[^a-z0-9_-]/gi, ''));
}

export function paymentLogoName(fileName: string): string {
  return fileName.replace(/\.[a-z0-9]+$/i, '');
}
