import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../shared/ui/use-unique-id';
import { CardSkeleton } from './card-skeleton';

function CardError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card-error" role="alert">
      <p>{t('web.dashboard.cardError')}</p>
      <button type="button" className="card-retry" onClick={onRetry}>
        {t('web.dashboard.retry')}
      </button>
    </div>
  );
}

interface BoundaryProps {
  onReset: () => void;
  children: ReactNode;
}

/** Catches one card's failure (its query, its chunk, its render) so the others keep working. */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('dashboard card failed', error);
  }

  retry = () => {
    // the failed queries fetch again when the card mounts anew
    this.props.onReset();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <CardError onRetry={this.retry} /> : this.props.children;
  }
}

/**
 * A dashboard card: its title, a skeleton while its code or data loads, and its own error with
 * a retry. Cards throw their query errors (`throwOnError`) to land here.
 */
export function DashboardCard({
  titleKey,
  className = '',
  lines = 3,
  children,
}: {
  titleKey?: string;
  className?: string;
  lines?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useUniqueId('card-title');
  const body = (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary onReset={reset}>
          <Suspense fallback={<CardSkeleton lines={lines} />}>{children}</Suspense>
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
  if (!titleKey) return <div className={`dashboard-card ${className}`}>{body}</div>;
  return (
    <section className={`panel dashboard-card ${className}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-title">
        {t(titleKey)}
      </h2>
      {body}
    </section>
  );
}
