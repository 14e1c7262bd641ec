import type { CompanyCode } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { CompanyTable } from '../../db/schema.js';

type CompanySeed = Omit<Insertable<CompanyTable>, 'created_at'> & { code: CompanyCode };

const GLOBAL_POLICIES_PDF = 'policies-and-procedures.pdf';
const MALAYSIA_POLICIES_PDF = 'policies-and-procedures-my.pdf';
const GLOBAL_COPYRIGHT = 'Copyright © World Trade Inc. All rights reserved.';
const MALAYSIA_COPYRIGHT =
  'Copyright © World Trade (Malaysia) Sdn. Bhd. (201901012345). All rights reserved.';

/** Social links and public policy pages follow one pattern per company code. */
function links(code: CompanyCode, handle: string) {
  return {
    facebook_link: `https://www.facebook.com/${handle}`,
    ins_link: `https://www.instagram.com/${handle}`,
    youtube_link: `https://www.youtube.com/@${handle}`,
    private_policy_link: `/privatePolicy?companyCode=${code}`,
    return_policy_link: `/returnPolicy?companyCode=${code}`,
  };
}

const NO_MARKETPLACE = { marketplace_address: null, marketplace_email: null, marketplace_tel: null };

/** The eight companies of spec "What the product does and for whom"; demo contact data (555 numbers, example.com mail). */
export const COMPANIES: CompanySeed[] = [
  {
    code: 'WT',
    name: 'World Trade',
    country_code: 'US',
    currency: 'USD',
    minor_unit: 2,
    time_zone: 'America/Los_Angeles',
    character_coding: 'en_US',
    address: '800 West 6th Street, Suite 1200, Los Angeles, CA 90017, United States',
    email: 'service@worldtrade.example.com',
    tel: '+1 213 555 0140',
    ...links('WT', 'worldtrade.global'),
    policies_pdf: GLOBAL_POLICIES_PDF,
    copyright: GLOBAL_COPYRIGHT,
    marketplace_address: '800 West 6th Street, Suite 1250, Los Angeles, CA 90017, United States',
    marketplace_email: 'marketplace@worldtrade.example.com',
    marketplace_tel: '+1 213 555 0199',
  },
  {
    code: 'US',
    name: 'World Trade USA',
    country_code: 'US',
    currency: 'USD',
    minor_unit: 2,
    time_zone: 'America/New_York',
    character_coding: 'en_US',
    address: '350 Fifth Avenue, Floor 21, New York, NY 10118, United States',
    email: 'service.us@worldtrade.example.com',
    tel: '+1 212 555 0117',
    ...links('US', 'worldtrade.usa'),
    policies_pdf: GLOBAL_POLICIES_PDF,
    copyright: GLOBAL_COPYRIGHT,
    ...NO_MARKETPLACE,
  },
  {
    code: 'CA',
    name: 'World Trade Canada',
    country_code: 'CA',
    currency: 'CAD',
    minor_unit: 2,
    time_zone: 'America/Toronto',
    character_coding: 'en_US',
    address: '100 King Street West, Suite 5600, Toronto, ON M5X 1C7, Canada',
    email: 'service.ca@worldtrade.example.com',
    tel: '+1 416 555 0163',
    ...links('CA', 'worldtrade.canada'),
    policies_pdf: GLOBAL_POLICIES_PDF,
    copyright: GLOBAL_COPYRIGHT,
    ...NO_MARKETPLACE,
  },
  {
    code: 'IT',
    name: 'World Trade Italia',
    country_code: 'IT',
    currency: 'EUR',
    minor_unit: 2,
    time_zone: 'Europe/Rome',
    character_coding: 'en_US',
    address: 'Via del Corso 262, 00186 Roma RM, Italia',
    email: 'servizio.it@worldtrade.example.com',
    tel: '+39 06 5550 1842',
    ...links('IT', 'worldtrade.italia'),
    policies_pdf: GLOBAL_POLICIES_PDF,
    copyright: GLOBAL_COPYRIGHT,
    ...NO_MARKETPLACE,
  },
  {
    code: 'HJ',
    name: 'World Trade Hong Kong',
    country_code: 'HK',
    currency: 'HKD',
    minor_unit: 2,
    time_zone: 'Asia/Hong_Kong',
    character_coding: 'zh_CN',
    address: '18/F, Two Exchange Square, 8 Connaught Place, Central, Hong Kong',
    email: 'service.hk@worldtrade.example.com',
    tel: '+852 2555 0188',
    ...links('HJ', 'worldtrade.hk'),
    policies_pdf: GLOBAL_POLICIES_PDF,
    copyright: GLOBAL_COPYRIGHT,
    ...NO_MARKETPLACE,
  },
  {
    code: 'MY',
    name: 'World Trade Malaysia',
    country_code: 'MY',
    currency: 'MYR',
    minor_unit: 2,
    time_zone: 'Asia/Kuala_Lumpur',
    character_coding: 'ms_MY',
    address: 'Level 23, Menara 1 Sentrum, 201 Jalan Tun Sambanthan, 50470 Kuala Lumpur, Malaysia',
    email: 'service.my@worldtrade.example.com',
    tel: '+60 3 2555 0123',
    ...links('MY', 'worldtrade.malaysia'),
    policies_pdf: MALAYSIA_POLICIES_PDF,
    copyright: MALAYSIA_COPYRIGHT,
    ...NO_MARKETPLACE,
  },
  {
    code: 'MA',
    name: 'World Trade Marketplace Malaysia',
    country_code: 'MY',
    currency: 'MYR',
    minor_unit: 2,
    time_zone: 'Asia/Kuala_Lumpur',
    character_coding: 'ms_MY',
    address: 'Level 12, Menara 1 Sentrum, 201 Jalan Tun Sambanthan, 50470 Kuala Lumpur, Malaysia',
    email: 'agency.my@worldtrade.example.com',
    tel: '+60 3 2555 0177',
    ...links('MA', 'worldtrade.marketplace.my'),
    policies_pdf: MALAYSIA_POLICIES_PDF,
    copyright: MALAYSIA_COPYRIGHT,
    ...NO_MARKETPLACE,
  },
  {
    code: 'ID',
    name: 'World Trade Indonesia',
    country_code: 'ID',
    currency: 'IDR',
    minor_unit: 0,
    time_zone: 'Asia/Jakarta',
    character_coding: 'id_ID',
    address: 'Menara Astra Lantai 28, Jl. Jend. Sudirman Kav. 5-6, Jakarta Pusat 10220, Indonesia',
    email: 'layanan.id@worldtrade.example.com',
    tel: '+62 21 5550 1234',
    ...links('ID', 'worldtrade.indonesia'),
    policies_pdf: 'policies-and-procedures-id.pdf',
    copyright: GLOBAL_COPYRIGHT,
    ...NO_MARKETPLACE,
  },
];

/** Payment logo file names per company, in display order (the web ships the images). */
export const PAYMENT_LOGOS: Record<CompanyCode, string[]> = {
  WT: ['visa.png', 'mastercard.png', 'paypal.png'],
  US: ['visa.png', 'mastercard.png', 'paypal.png'],
  CA: ['visa.png', 'mastercard.png', 'paypal.png'],
  IT: ['visa.png', 'mastercard.png', 'paypal.png'],
  HJ: ['visa.png', 'mastercard.png'],
  MY: ['visa.png', 'mastercard.png', 'fpx.png'],
  MA: ['visa.png', 'mastercard.png', 'fpx.png'],
  ID: ['visa.png', 'mastercard.png', 'bca.png'],
};

/**
 * The demo company whose weekly cycles close only from the console (preview, a second operator's
 * audit, lock, close): its last ended week is left open by the seed, so the console's close can be
 * tried on the demo.
 */
export const REVIEWED_DEMO_COMPANY = 'ID';
