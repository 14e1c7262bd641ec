import type { PageCode } from '@portal/contract';

/** The public page keys: a page's text follows the address's query and the language. */
export const pageKeys = {
  all: ['page'] as const,
  publicPage: (pageCode: PageCode, query: object, language: string) =>
    [...pageKeys.all, 'publicPage', pageCode, query, language] as const,
};
