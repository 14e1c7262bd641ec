import type { PageProps } from '../../lib/ui/page-props';
import { PageFrame } from '../../lib/ui/page-frame';
import { CarouselPanel } from './carousel-panel';
import { Shortcuts } from './shortcuts';
import { WelcomeCard } from './welcome-card';

/** /dashboard/SystemIndex and /wpm/dashboard/SystemIndex: the member's landing page. */
export default function SystemIndexPage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey}>
      <div className="dashboard-grid">
        <WelcomeCard />
        <CarouselPanel />
        <Shortcuts />
      </div>
    </PageFrame>
  );
}
