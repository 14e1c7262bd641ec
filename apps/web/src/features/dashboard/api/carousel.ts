import { SYSTEM_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { dashboardKeys } from './keys';

/** GET /dashboard/findPagePhotoCarouselData */
export const fetchCarousel = () => callApi(SYSTEM_CALLS.dashboardCarousel);

export const useCarousel = (companyCode: string) =>
  useQuery({
    queryKey: dashboardKeys.carousel(companyCode),
    queryFn: fetchCarousel,
    staleTime: 5 * 60_000,
  });
