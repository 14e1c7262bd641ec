import { SYSTEM_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

export const carouselKeys = {
  all: (companyCode: string) => ['dashboard', 'carousel', companyCode] as const,
};

/** GET /dashboard/findPagePhotoCarouselData */
export const fetchCarousel = () => callApi(SYSTEM_CALLS.dashboardCarousel);

export const useCarousel = (companyCode: string) =>
  useQuery({
    queryKey: carouselKeys.all(companyCode),
    queryFn: fetchCarousel,
    staleTime: 5 * 60_000,
  });
