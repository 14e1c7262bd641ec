import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazy/lazy-page';
import type { PageProps } from '../../lib/ui/page-props';
import { PageFrame } from '../../lib/ui/page-frame';
import { Shortcuts } from './shortcuts';
import { WelcomeCard } from './welcome-card';

// the slides and their pictures come after the member's own figures
const CarouselPanel = lazyPage<object>(() =>
  import('./carousel-panel').then((m) => ({ default: m.CarouselPanel })),
);

/** /dashboard/SystemIndex and /wpm/dashboard/SystemIndex: the member's landing page. */
export default function SystemIndexPage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey}>
      <div className="dashboard-grid">
        <WelcomeCard />
        <Suspense fallback={null}>
          <CarouselPanel />
        </Suspense>
        <Shortcuts />
      </div>
    </PageFrame>
  );
}
