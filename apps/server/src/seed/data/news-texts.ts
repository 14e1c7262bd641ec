import type { Locale } from '@portal/contract';
import type { NewsSeed } from './news-seed.js';
import { NEWS_EN } from './news-texts-en.js';
import { NEWS_ID } from './news-texts-id.js';
import { NEWS_MS } from './news-texts-ms.js';
import { NEWS_ZH_CN } from './news-texts-zh-cn.js';

/**
 * Demo news, the same items in every shipped language, written for members.
 * `{company}` and `{email}` are replaced by the company's name and service address.
 */
export const NEWS_TEXTS: Record<Locale, NewsSeed[]> = {
  en: NEWS_EN,
  id: NEWS_ID,
  ms: NEWS_MS,
  'zh-CN': NEWS_ZH_CN,
};

export { HANDLER_PROBE, SCRIPT_PROBE, type NewsSeed } from './news-seed.js';
