import { Suspense, type ReactNode } from 'react';
import { lazyPage } from '../lib/lazy/lazy-page';

const Scope = lazyPage<{ children: ReactNode }>(() => import('./antd-scope'));

/** Starts loading antd's scope before it is needed (e.g. beside a page's own chunk). */
export function preloadAntdScope(): void {
  void Scope.preload().catch(() => undefined);
}

/** AntdScope, loaded on first use; `fallback` shows meanwhile. */
export function LazyAntdScope({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Scope>{children}</Scope>
    </Suspense>
  );
}
