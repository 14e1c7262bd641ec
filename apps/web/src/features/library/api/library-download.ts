import { LIBRARY_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

/** Saves the document's file; the client names it from the server's Content-Disposition. */
export function useLibraryDownload() {
  return useMutation({
    mutationFn: (id: number) => callApi(LIBRARY_CALLS.download, { params: { id }, quiet: true }),
  });
}
