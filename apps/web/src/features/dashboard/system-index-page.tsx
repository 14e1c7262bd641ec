import { withPageMessages } from '../../lib/i18n/i18n';
import { lazyPage } from '../../lib/lazy/lazy-page';
import type { PageProps } from '../../shared/ui/page-props';
import { PageFrame } from '../../shared/ui/page-frame';
import { QuickPurchase } from '../../shared/quick-purchase';
import { DashboardCard } from './card-boundary';
import { Shortcuts } from './shortcuts';
import { SummarySection } from './summary/summary-section';
import { WelcomeCard } from './welcome-card';
import './dashboard.css';

// every card but the welcome is its own chunk (QuickPurchase is lazy in its own module): the first screen carries only the frame of the
// grid, and each card paints when its code and data arrive (a skeleton until then)
const CarouselPanel = lazyPage<object>(() =>
  import('./carousel-panel').then((m) => ({ default: m.CarouselPanel })),
);
const NewsCard = lazyPage<object>(() => import('./news-card'));
const MessagesCard = lazyPage<object>(() => import('./messages-card'));
// the rank card shows words of a namespace beyond the entry's (estimate): loaded with it
const EstimateCard = lazyPage<object>(() => import('./estimate-card'));
const RankCard = lazyPage<object>(
  withPageMessages(() => import('../../shared/rank-card').then((m) => ({ default: m.RankCard }))),
);

/**
 * /dashboard/SystemIndex and /wpm/dashboard/SystemIndex: the member's landing page. It leads
 * with the member's figures (tiles and the last cycles' charts); today's cards follow, the
 * rank card among them with the same standing the tiles show.
 */
export default function SystemIndexPage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey}>
      <SummarySection />
      <div className="dashboard-grid dashboard-cards">
        <WelcomeCard />
        <DashboardCard className="card-wide" lines={5}>
          <CarouselPanel />
        </DashboardCard>
        <DashboardCard titleKey="web.dashboard.news" className="card-news">
          <NewsCard />
        </DashboardCard>
        <DashboardCard titleKey="web.dashboard.messages" className="card-messages">
          <MessagesCard />
        </DashboardCard>
        <DashboardCard titleKey="web.dashboard.estimate" className="card-estimate">
          <EstimateCard />
        </DashboardCard>
        <DashboardCard titleKey="web.dashboard.rankCard" className="card-wide card-rank" lines={5}>
          <RankCard />
        </DashboardCard>
        <DashboardCard titleKey="web.dashboard.quickPurchase" className="card-wide card-quick">
          <QuickPurchase />
        </DashboardCard>
        <Shortcuts />
      </div>
    </PageFrame>
  );
}
