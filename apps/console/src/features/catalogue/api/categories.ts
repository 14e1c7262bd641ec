import {
  CONSOLE_CATALOGUE_CATEGORY_CALLS,
  type CompanyCode,
  type ConsoleCategoryNames,
  type Platform,
} from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callConsole } from '../../../lib/api';
import { CATALOGUE_KEY } from '../catalogue-key';

const C = CONSOLE_CATALOGUE_CATEGORY_CALLS;

export interface CategoryOwner {
  companyCode: CompanyCode;
  platform: Platform;
}

/** The categories of a company and platform, refreshed with the rest of the catalogue. */
export const categoriesQuery = (owner: CategoryOwner) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'categories', owner],
    queryFn: ({ signal }) => callConsole(C.categories, { query: owner, signal }),
  });

export const createCategory = (owner: CategoryOwner, names: ConsoleCategoryNames) =>
  callConsole(C.categoryCreate, { body: { ...owner, names } });

export const renameCategory = (id: number, names: ConsoleCategoryNames) =>
  callConsole(C.categoryNames, { params: { id }, body: { names } });

export const moveCategory = (id: number, position: number) =>
  callConsole(C.categoryMove, { params: { id }, body: { position } });

export const removeCategory = (id: number) => callConsole(C.categoryRemove, { params: { id } });
