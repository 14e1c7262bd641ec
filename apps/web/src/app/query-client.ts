import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/http/api-error';

/** Business answers (4xx) are final; only lost requests are worth one more try. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => !isApiError(error) && failures < 1,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
