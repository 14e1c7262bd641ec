import { defineCall } from '../common/define-call.js';
import { emptyDataSchema } from '../common/envelope.js';
import { businessLogBodySchema, carouselListSchema } from './activity.js';
import {
  configBatchBodySchema,
  configParamsSchema,
  configValueSchema,
  configValuesSchema,
  companyQuerySchema,
} from './config.js';
import {
  languageListSchema,
  languagesParamsSchema,
  localeParamsSchema,
  localeQuerySchema,
  messagesSchema,
  mobileCodeListSchema,
  serverDateTimeSchema,
  setLocaleBodySchema,
  setLocaleResultSchema,
} from './locale.js';
import {
  allOptionsBodySchema,
  optionListSchema,
  optionListsSchema,
  optionParamsSchema,
  optionQuerySchema,
} from './options.js';
import { AREA_CALLS, COMPANY_CALLS } from './system-places.calls.js';

const PUBLIC = { access: 'public', record: 'none', tags: ['system'] } as const;

/** Settings, languages and option lists (spec "Roles and permissions", "The calls the product makes"); no session needed. */
export const SETTINGS_CALLS = {
  config: defineCall({
    ...PUBLIC,
    method: 'GET',
    path: '/sys/config/:key',
    params: configParamsSchema,
    query: companyQuerySchema,
    response: configValueSchema,
    summary: 'One setting of the company',
  }),
  configs: defineCall({
    ...PUBLIC,
    method: 'POST',
    path: '/sys/config',
    body: configBatchBodySchema,
    response: configValuesSchema,
    summary: 'Several settings of the company at once',
  }),
  serverDateTime: defineCall({
    ...PUBLIC,
    method: 'GET',
    path: '/sys/locale/serverDateTime',
    response: serverDateTimeSchema,
    summary: "The server's date and time",
  }),
  localeMessages: defineCall({
    ...PUBLIC,
    method: 'GET',
    path: '/sys/locale/language/:locale',
    params: localeParamsSchema,
    query: localeQuerySchema,
    response: messagesSchema,
    summary: 'The translations of a language (ETag, revalidated)',
  }),
  localeMessagesByQuery: defineCall({
    ...PUBLIC,
    method: 'GET',
    path: '/sys/locale/language',
    query: localeQuerySchema,
    response: messagesSchema,
    summary: 'The translations of a language named in the query (ETag, revalidated)',
  }),
  setLocale: defineCall({
    ...PUBLIC,
    method: 'POST',
    path: '/sys/locale',
    body: setLocaleBodySchema,
    response: setLocaleResultSchema,
    summary: 'Chooses the language (stored for a signed-in member)',
  }),
  languagesOfCountry: defineCall({
    ...PUBLIC,
    method: 'GET',
    path: '/sys/locale/languages/:countryCode',
    params: languagesParamsSchema,
    response: languageListSchema,
    summary: 'The languages offered in a country',
  }),
  mobileCodes: defineCall({
    ...PUBLIC,
    method: 'GET',
    path: '/sys/mobilecode/getMobileCodeList',
    response: mobileCodeListSchema,
    summary: 'Telephone country codes',
  }),
  optionList: defineCall({
    ...PUBLIC,
    method: 'GET',
    path: '/sys/list/option/:code',
    params: optionParamsSchema,
    query: optionQuerySchema,
    response: optionListSchema,
    summary: 'One option list in the member language',
  }),
  optionLists: defineCall({
    ...PUBLIC,
    method: 'POST',
    path: '/sys/list/all/option/',
    body: allOptionsBodySchema,
    response: optionListsSchema,
    summary: 'Several option lists at once',
  }),
} as const;

/** The dashboard carousel and the member's business log: session calls. */
export const ACTIVITY_CALLS = {
  dashboardCarousel: defineCall({
    access: 'member',
    record: 'self',
    tags: ['dashboard'],
    method: 'GET',
    path: '/dashboard/findPagePhotoCarouselData',
    response: carouselListSchema,
    summary: "The dashboard's carousel for the member's platform and language",
  }),
  addBusinessLog: defineCall({
    access: 'member',
    record: 'self',
    tags: ['log'],
    method: 'POST',
    path: '/log/business/addLog',
    body: businessLogBodySchema,
    response: emptyDataSchema,
    summary: 'Records a business event of the member',
  }),
} as const;

/** Every system call (spec "The calls the product makes"): settings, languages, option lists, areas, company data, logs. */
export const SYSTEM_CALLS = {
  ...SETTINGS_CALLS,
  ...AREA_CALLS,
  ...COMPANY_CALLS,
  ...ACTIVITY_CALLS,
} as const;
