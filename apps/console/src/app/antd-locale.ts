import type { Locale } from '@portal/contract';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';

/** antd's own texts (pagination, empty tables) follow the console's language. */
const LOADERS: Record<Locale, () => Promise<AntdLocale>> = {
  en: () => Promise.resolve(enUS),
  id: () => import('antd/es/locale/id_ID').then((m) => m.default),
  ms: () => import('antd/es/locale/ms_MY').then((m) => m.default),
  'zh-CN': () => import('antd/es/locale/zh_CN').then((m) => m.default),
};

export const DEFAULT_ANTD_LOCALE = enUS;

export function loadAntdLocale(locale: Locale): Promise<AntdLocale> {
  return LOADERS[locale]().catch(() => enUS);
}
