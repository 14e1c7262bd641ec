import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // a refused or missing answer is not asked again; a network blip once
        retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
        staleTime: 15_000,
      },
    },
  });
}
