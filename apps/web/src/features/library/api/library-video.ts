import { LIBRARY_CALLS } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApiBlob } from '../../../lib/http/call';
import { libraryKeys } from './keys';

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
