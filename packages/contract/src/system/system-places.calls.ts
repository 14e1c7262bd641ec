import { defineCall } from '../common/define-call.js';
import {
  areaDetailSchema,
  areaIdQuerySchema,
  areaListSchema,
  customCountryQuerySchema,
  customProvinceQuerySchema,
  euCountryQuerySchema,
} from './areas.js';
import {
  characterCodingSchema,
  companyInfoSchema,
  officeAddressSchema,
  paymentLogosSchema,
} from './company.js';
import { companyQuerySchema } from './config.js';

const AREA = { access: 'public', record: 'none', tags: ['area'], method: 'GET' } as const;
const COMPANY = {
  access: 'public',
  record: 'none',
  tags: ['company'],
  method: 'GET',
  query: companyQuerySchema,
} as const;

/** Countries, provinces and cities for address forms (spec "The calls the product makes" Areas); no session needed. */
export const AREA_CALLS = {
  allCountries: defineCall({
    ...AREA,
    path: '/ca/area/qry/all/country',
    response: areaListSchema,
    summary: 'Every country',
  }),
  companyCountries: defineCall({
    ...AREA,
    path: '/ca/area/qry/all/country/custom',
    query: customCountryQuerySchema,
    response: areaListSchema,
    summary: 'The countries a company serves',
  }),
  euCountries: defineCall({
    ...AREA,
    path: '/ca/area/qry/all/eu/country/',
    query: euCountryQuerySchema,
    response: areaListSchema,
    summary: 'The countries of the European Union',
  }),
  companyProvinces: defineCall({
    ...AREA,
    path: '/ca/area/qry/all/province/custom',
    query: customProvinceQuerySchema,
    response: areaListSchema,
    summary: 'The provinces of a country a company serves',
  }),
  provinces: defineCall({
    ...AREA,
    path: '/ca/area/qry/all/province',
    query: areaIdQuerySchema,
    response: areaListSchema,
    summary: 'The provinces of a country',
  }),
  cities: defineCall({
    ...AREA,
    path: '/ca/area/qry/all/city',
    query: areaIdQuerySchema,
    response: areaListSchema,
    summary: 'The cities of a province',
  }),
  area: defineCall({
    ...AREA,
    path: '/ca/area/qry/area',
    query: areaIdQuerySchema,
    response: areaDetailSchema,
    summary: 'One area with its parents',
  }),
} as const;

/** The company data of the footer and the checkout (spec "Layout and navigation behaviour", "Entities and their fields"); no session needed. */
export const COMPANY_CALLS = {
  companyInfo: defineCall({
    ...COMPANY,
    path: '/sys/company/info',
    response: companyInfoSchema,
    summary: "The company's name and contacts",
  }),
  characterCoding: defineCall({
    ...COMPANY,
    path: '/sys/character/coding',
    response: characterCodingSchema,
    summary: "The company's character coding",
  }),
  paymentLogos: defineCall({
    ...COMPANY,
    path: '/wm/payment/logo',
    response: paymentLogosSchema,
    summary: "The company's payment method logos",
  }),
  officeAddress: defineCall({
    ...COMPANY,
    path: '/ca/office/qry/address',
    response: officeAddressSchema,
    summary: "The company's office address for the platform",
  }),
} as const;
