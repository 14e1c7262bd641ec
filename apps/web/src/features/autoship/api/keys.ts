import type { AutoshipPreviewBody } from '@portal/contract';
import { cartKeys as sharedCartKeys } from '../../../shared/api/query-keys';

/**
 * The autoship keys: every change of an autoship invalidates `all`. Names, prices and a failed
 * run's reason follow the language, so it is part of each key that reads them.
 */
export const autoshipKeys = {
  all: ['autoship'] as const,
  list: (language: string) => [...autoshipKeys.all, 'list', language] as const,
  runs: (id: number, pageNum: number, pageSize: number, language: string) =>
    [...autoshipKeys.all, 'runs', id, pageNum, pageSize, language] as const,
  preview: (body: AutoshipPreviewBody, language: string) =>
    [...autoshipKeys.all, 'preview', body, language] as const,
};

/** The set-up reads the autoship list of the cart; setting up empties it. */
export const cartKeys = sharedCartKeys;
