import type { Platform, ProductListQuery } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  cartKeys as sharedCartKeys,
  catalogKeys as sharedCatalogKeys,
} from '../../../shared/api/query-keys';

/** The shop reads two domains (see shared/api/query-keys.ts): the cart is all shared. */
export const cartKeys = sharedCartKeys;

/** Every change of the cart reads it again (the page and the header badge follow). */
export const invalidateCart = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: cartKeys.all });

/** Catalogue keys; names follow the language (Accept-Language), so it is part of the key. */
export const catalogKeys = {
  ...sharedCatalogKeys,
  list: (platform: Platform, language: string, query: Partial<ProductListQuery>) =>
    [...sharedCatalogKeys.all, 'list', platform, language, query] as const,
  detail: (id: number, language: string) =>
    [...sharedCatalogKeys.all, 'detail', id, language] as const,
};
