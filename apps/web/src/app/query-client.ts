import { API_CODE } from '@portal/contract';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/http/api-error';

/**
 * Business answers (4xx) are final; a lost request is worth one more try, and a 503 (the
 * server waits for its database) a few more, backing off, while the banner says so.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        isApiError(error) ? error.code === API_CODE.UNAVAILABLE && failures < 3 : failures < 1,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
