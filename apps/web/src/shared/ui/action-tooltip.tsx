import { Tooltip } from 'antd';
import type { ReactElement } from 'react';

/** antd's tooltip for an icon-only control, loaded after the screen (header-parts.tsx). */
export default function ActionTooltip({
  title,
  children,
}: {
  title: string;
  children: ReactElement;
}) {
  return (
    <Tooltip title={title} placement="bottom">
      {children}
    </Tooltip>
  );
}
