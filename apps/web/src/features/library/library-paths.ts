import { LIBRARY_CATEGORIES, type LibraryCategory } from '@portal/contract';
import type { LibraryFilter } from './api/library-documents';

/** Spec 2.2: the library pages (the header's library link opens the first). */
export const LIBRARY_HOME = '/dashboard/ProductLibrary';
export const LIBRARY_LIST = '/dashboard/ProductLibrary/libraryList';
export const LIBRARY_DETAILS = '/dashboard/ProductLibrary/libraryDetails';

export const detailsHref = (id: number) => `${LIBRARY_DETAILS}?id=${id}`;

/** The filter a list page shows, read from its address (so it can be shared and reloaded). */
export function filterOf(search: URLSearchParams): LibraryFilter {
  const category = search.get('category');
  const page = Number(search.get('page'));
  return {
    category: (LIBRARY_CATEGORIES as readonly string[]).includes(category ?? '')
      ? (category as LibraryCategory)
      : undefined,
    q: search.get('q')?.trim() || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function searchOf(filter: LibraryFilter): string {
  const s = new URLSearchParams();
  if (filter.category) s.set('category', filter.category);
  if (filter.q) s.set('q', filter.q);
  if (filter.page > 1) s.set('page', String(filter.page));
  return s.toString();
}
