import type { MessageCategory } from '@portal/contract';
import { messageKeys as sharedMessageKeys } from '../../../shared/api/query-keys';

/**
 * The message keys (see shared/api/query-keys.ts): the language is in them, as a company's
 * messages are read in the portal's language. A live unread event invalidates `all`.
 */
export const messageKeys = {
  ...sharedMessageKeys,
  page: (language: string, category: MessageCategory | undefined, pageNum: number) =>
    [...sharedMessageKeys.all, 'page', language, category ?? 'all', pageNum] as const,
  detail: (language: string, id: number, type: number) =>
    [...sharedMessageKeys.all, 'detail', language, id, type] as const,
  preferences: () => [...sharedMessageKeys.all, 'preferences'] as const,
};
