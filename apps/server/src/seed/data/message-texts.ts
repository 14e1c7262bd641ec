import type { Locale } from '@portal/contract';
import type { MessageTexts } from './message-seed.js';
import { MESSAGES_EN } from './message-texts-en.js';
import { MESSAGES_ID } from './message-texts-id.js';
import { MESSAGES_MS } from './message-texts-ms.js';
import { MESSAGES_ZH_CN } from './message-texts-zh-cn.js';

export const MESSAGE_TEXTS: Record<Locale, MessageTexts> = {
  en: MESSAGES_EN,
  id: MESSAGES_ID,
  ms: MESSAGES_MS,
  'zh-CN': MESSAGES_ZH_CN,
};

export type { MessageContext, MessageSeed, MessageTexts } from './message-seed.js';
