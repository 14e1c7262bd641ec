/**
 * English ships inside the app as the fallback: the namespaces the shell shows (merged
 * into one flat catalogue like the server's). The server's full English catalogue is
 * added on top when it arrives.
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
