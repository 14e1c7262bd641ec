import type { ReactNode } from 'react';
import { badgeText } from '../../lib/format/badge';

/** A count on an icon, "99+" from 100 on; nothing when zero. Decorative: links say the count. */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  const text = badgeText(count);
  return (
    <span className="count-badge">
      {children}
      {text && (
        <sup className="count-badge-value" aria-hidden>
          {text}
        </sup>
      )}
    </span>
  );
}
