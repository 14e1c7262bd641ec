import { COMPANY_CODES, PLATFORMS, type Platform } from '@portal/contract';

/** Titles are translation keys (system.json); the service translates them. */
const SLIDES: Record<Platform, { title: string; link: string }[]> = {
  bzz: [
    { title: 'carousel.welcome', link: '/dashboard/DashboardNews' },
    { title: 'carousel.newProducts', link: '/shopping/ShoppingMall' },
    { title: 'carousel.autoship', link: '/shopping/AutoOrder' },
  ],
  wpm: [
    { title: 'carousel.marketplace', link: '/wpm/shopping/ShoppingMall' },
    { title: 'carousel.worldPlan', link: '/wpm/memberBenefit/BonusReport' },
    { title: 'carousel.shareAndEarn', link: '/wpm/enroll' },
  ],
};

/**
 * Three always-active slides per company and platform, images /carousel/<company>-<n>.svg
 * (marketplace: /carousel/<company>-wpm-<n>.svg).
 */
export function carouselRows() {
  return COMPANY_CODES.flatMap((company) =>
    PLATFORMS.flatMap((platform) =>
      SLIDES[platform].map((slide, i) => ({
        company_code: company,
        platform,
        title: slide.title,
        // the marketplace's slides take its green theme
        image_url: `/carousel/${company}${platform === 'wpm' ? '-wpm' : ''}-${i + 1}.svg`,
        link_url: slide.link,
        sort: i,
        starts_at: null,
        ends_at: null,
      })),
    ),
  );
}
