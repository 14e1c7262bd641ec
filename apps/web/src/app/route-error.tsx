import { CloseCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../lib/lazy/lazy-page';

/** A page that failed to load or crashed: a clear message and a way out, never a stack. */
export function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  return (
    <div className="route-error" role="alert">
      {chunk ? (
        <WarningOutlined className="route-error-icon route-error-warning" aria-hidden />
      ) : (
        <CloseCircleOutlined className="route-error-icon route-error-danger" aria-hidden />
      )}
      <h1>{t(chunk ? 'web.error.chunkTitle' : 'web.error.title')}</h1>
      <p>{t(chunk ? 'web.error.chunkBody' : 'web.error.body')}</p>
      <button type="button" className="primary-button" onClick={() => window.location.reload()}>
        {t('web.error.reload')}
      </button>
    </div>
  );
}

interface BoundaryState {
  error: unknown;
}

/** Catches what a page throws (a chunk that never came, a crash); keyed by path to reset. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof ChunkLoadError)) console.error(error);
  }

  override render() {
    return this.state.error ? <RouteErrorView error={this.state.error} /> : this.props.children;
  }
}
