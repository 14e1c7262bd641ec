import type { Db } from '../db/client.js';
import { addPickupPoints, type NewPickupPoint } from '../modules/address/index.js';
import { COMPANIES } from './data/companies.js';

/** Where each company's office is, for collecting orders there (its address is the footer's). */
const OFFICE_PLACE: Record<string, { city: string; zip: string }> = {
  WT: { city: 'Los Angeles', zip: '90017' },
  US: { city: 'New York', zip: '10118' },
  CA: { city: 'Toronto', zip: 'M5X 1C7' },
  IT: { city: 'Roma', zip: '00186' },
  HJ: { city: 'Hong Kong', zip: '' },
  MY: { city: 'Kuala Lumpur', zip: '50470' },
  MA: { city: 'Kuala Lumpur', zip: '50470' },
  ID: { city: 'Jakarta', zip: '10220' },
};

/** Demo distribution centres of the companies with the distribution-centre model (ID, MY). */
const CENTRES: NewPickupPoint[] = [
  {
    company_code: 'ID',
    kind: 'distributionCenter',
    name: 'DC Surabaya',
    address: 'Jl. Raya Darmo 88',
    city: 'Surabaya',
    zip: '60241',
    country_code: 'ID',
    phone: '+62315550101',
    sort: 1,
  },
  {
    company_code: 'ID',
    kind: 'distributionCenter',
    name: 'DC Medan',
    address: 'Jl. Gatot Subroto 120',
    city: 'Medan',
    zip: '20112',
    country_code: 'ID',
    phone: '+62615550102',
    sort: 2,
  },
  {
    company_code: 'MY',
    kind: 'distributionCenter',
    name: 'DC Penang',
    address: '12 Jalan Sultan Ahmad Shah',
    city: 'George Town',
    zip: '10050',
    country_code: 'MY',
    phone: '+6045550103',
    sort: 1,
  },
  {
    company_code: 'MY',
    kind: 'distributionCenter',
    name: 'DC Johor Bahru',
    address: '8 Jalan Wong Ah Fook',
    city: 'Johor Bahru',
    zip: '80000',
    country_code: 'MY',
    phone: '+6075550104',
    sort: 2,
  },
];

/** Every company's office and the distribution centres; the switches decide what is offered. */
export async function seedPickupPoints(db: Db): Promise<void> {
  const offices = COMPANIES.map<NewPickupPoint>((company) => ({
    company_code: company.code,
    kind: 'office',
    name: company.name,
    address: company.address,
    city: OFFICE_PLACE[company.code]?.city ?? '',
    zip: OFFICE_PLACE[company.code]?.zip ?? '',
    country_code: company.country_code,
    phone: company.tel,
    sort: 0,
  }));
  await addPickupPoints(db, [...offices, ...CENTRES]);
}
