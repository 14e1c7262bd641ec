import type { CompanyCode, Locale } from '@portal/contract';
import { PAGES_EN } from './page-en.js';
import { PAGES_ID } from './page-id.js';
import { PAGES_MS } from './page-ms.js';
import type { PageTemplate } from './page-html.js';
import { PAGES_ZH_CN } from './page-zh-cn.js';

export const PAGE_TEMPLATES: Record<Locale, PageTemplate> = {
  en: PAGES_EN,
  id: PAGES_ID,
  ms: PAGES_MS,
  'zh-CN': PAGES_ZH_CN,
};

/** Every company has English pages; these have them in their local language too. */
export const PAGE_LOCALES: Record<CompanyCode, Locale[]> = {
  WT: ['en'],
  US: ['en'],
  CA: ['en'],
  IT: ['en'],
  HJ: ['en', 'zh-CN'],
  MY: ['en', 'ms'],
  MA: ['en', 'ms'],
  ID: ['en', 'id'],
};

/** Days to return a product (and to cancel the distributor agreement with a refund). */
export const RETURN_WINDOW_DAYS: Record<CompanyCode, number> = {
  WT: 30,
  US: 30,
  CA: 30,
  IT: 14,
  HJ: 7,
  MY: 14,
  MA: 14,
  ID: 7,
};
