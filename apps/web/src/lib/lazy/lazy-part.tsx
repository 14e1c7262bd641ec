import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadWithRetry } from './lazy-page';

interface GuardProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** A part whose code never came shows its fallback for good; the screen around it lives on. */
class FallbackOnError extends Component<GuardProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A part of a screen whose code loads after the screen has painted (antd's Select and Tooltip
 * in the member header, kept out of the first screens' size budget). Until it comes, and if it
 * never does, `fallback` stands in its place, so the screen never waits for it or breaks on it.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazy(() => loadWithRetry(load)) as unknown as ComponentType<P>;
  return function LazyPart({ fallback, ...props }: P & { fallback: ReactNode }) {
    return (
      <FallbackOnError fallback={fallback}>
        <Suspense fallback={fallback}>
          <Part {...(props as unknown as P)} />
        </Suspense>
      </FallbackOnError>
    );
  };
}
