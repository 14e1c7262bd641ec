/**
 * The English namespaces the first screens do not show (wallet, bank, security, …): every
 * file of the folder but the ones `en-bundle.ts` puts in the entry. A chunk of its own,
 * loaded by the first page beyond the first screens (see `ensurePageMessages`).
 */
const modules = import.meta.glob<Record<string, string>>(
  [
    '../../../../../packages/contract/locales/en/*.json',
    '!../../../../../packages/contract/locales/en/common.json',
    '!../../../../../packages/contract/locales/en/web.json',
    '!../../../../../packages/contract/locales/en/menu.json',
    '!../../../../../packages/contract/locales/en/member.json',
    '!../../../../../packages/contract/locales/en/system.json',
    '!../../../../../packages/contract/locales/en/page.json',
    // the operators' console's own texts are built into the console, not the members' app
    '!../../../../../packages/contract/locales/en/console-*.json',
  ],
  { eager: true, import: 'default' },
);

export const EN_REST_MESSAGES: Record<string, string> = Object.assign(
  {},
  ...Object.values(modules),
);
