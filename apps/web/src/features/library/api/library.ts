import { LIBRARY_CALLS, type LibraryCategory } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { callApi, callApiBlob } from '../../../lib/http/call';
import { libraryKeys } from './keys';

export interface LibraryFilter {
  category?: LibraryCategory;
  q?: string;
  page: number;
}

/** The cache is keyed by language too: the server answers the member's language's library. */
export const categoriesQuery = (lang: string) =>
  queryOptions({
    queryKey: libraryKeys.categories(lang),
    queryFn: ({ signal }) => callApi(LIBRARY_CALLS.categories, { signal, quiet: true }),
  });

export const documentsQuery = (lang: string, filter: LibraryFilter) =>
  queryOptions({
    queryKey: libraryKeys.list(lang, filter),
    queryFn: ({ signal }) =>
      callApi(LIBRARY_CALLS.list, {
        signal,
        quiet: true,
        query: {
          page: filter.page,
          ...(filter.category ? { category: filter.category } : {}),
          ...(filter.q ? { q: filter.q } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });

export const documentQuery = (id: number) =>
  queryOptions({
    queryKey: libraryKeys.document(id),
    queryFn: ({ signal }) => callApi(LIBRARY_CALLS.detail, { signal, quiet: true, params: { id } }),
    retry: false,
  });

/** Saves the document's file; the client names it from the server's Content-Disposition. */
export function useLibraryDownload() {
  return useMutation({
    mutationFn: (id: number) => callApi(LIBRARY_CALLS.download, { params: { id }, quiet: true }),
  });
}

/**
 * A stored video's bytes, to play in the page: the file call wants the session header, which a
 * `<video src>` cannot send, so the player gets them as a Blob (seekable in memory).
 */
export const videoQuery = (id: number) =>
  queryOptions({
    queryKey: libraryKeys.video(id),
    queryFn: ({ signal }) => callApiBlob(LIBRARY_CALLS.download, { id }, { signal, quiet: true }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
