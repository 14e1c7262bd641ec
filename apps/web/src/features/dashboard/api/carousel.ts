import type { CarouselItem } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const carouselKeys = {
  all: (companyCode: string) => ['dashboard', 'carousel', companyCode] as const,
};

/** GET /dashboard/findPagePhotoCarouselData */
export const fetchCarousel = () => http.get<CarouselItem[]>('/dashboard/findPagePhotoCarouselData');

export const useCarousel = (companyCode: string) =>
  useQuery({
    queryKey: carouselKeys.all(companyCode),
    queryFn: fetchCarousel,
    staleTime: 5 * 60_000,
  });
