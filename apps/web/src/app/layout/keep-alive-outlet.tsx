import { useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';

/** Pages kept mounted (hidden) at most; the least recently shown one is dropped first. */
export const KEEP_ALIVE_MAX = 8;

export interface CachedPage {
  path: string;
  element: ReactNode;
}

/** The cache after visiting `path`: kept pages move to the end, the oldest fall off. */
export function nextCache(
  cache: CachedPage[],
  visit: CachedPage,
  isKept: (path: string) => boolean,
  max: number = KEEP_ALIVE_MAX,
): CachedPage[] {
  const others = cache.filter((entry) => entry.path !== visit.path && isKept(entry.path));
  return (isKept(visit.path) ? [...others, visit] : others).slice(-max);
}

/**
 * An outlet that keeps pages marked keepAlive mounted while hidden, so they keep their
 * state when the member comes back; pages marked keepAlive false are never cached.
 */
export function KeepAliveOutlet({ isKept }: { isKept: (path: string) => boolean }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const [cache, setCache] = useState<CachedPage[]>([]);
  const [shown, setShown] = useState<string | null>(null);
  if (shown !== pathname) {
    // adjusting state while rendering a new path (React's documented pattern)
    setShown(pathname);
    setCache((current) => nextCache(current, { path: pathname, element: outlet }, isKept));
  }
  const kept = isKept(pathname);
  // a page whose keepAlive turned false (the menu tree arrived) is dropped at once
  const live = cache.filter((entry) => isKept(entry.path));
  return (
    <>
      {live.map((entry) => (
        <div key={entry.path} hidden={entry.path !== pathname} className="keep-alive-page">
          {entry.path === pathname ? outlet : entry.element}
        </div>
      ))}
      {!kept && (
        <div key={`fresh:${pathname}`} className="keep-alive-page">
          {outlet}
        </div>
      )}
    </>
  );
}
