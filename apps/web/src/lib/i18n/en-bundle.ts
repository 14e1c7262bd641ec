/**
 * English ships inside the app as the fallback. The namespaces the first screens show (login
 * page, member frame, dashboard) are in the entry, merged into one flat catalogue like the
 * server's; the rest (`en-rest.ts`) loads with the first page that needs it. The server's
 * catalogue is not fetched for English: it holds the same files (packages/contract/locales).
 */
const modules = import.meta.glob<Record<string, string>>(
  [
    '../../../../../packages/contract/locales/en/common.json',
    '../../../../../packages/contract/locales/en/web.json',
    '../../../../../packages/contract/locales/en/menu.json',
    '../../../../../packages/contract/locales/en/member.json',
    '../../../../../packages/contract/locales/en/system.json',
    '../../../../../packages/contract/locales/en/page.json',
  ],
  { eager: true, import: 'default' },
);

export const EN_MESSAGES: Record<string, string> = Object.assign({}, ...Object.values(modules));
