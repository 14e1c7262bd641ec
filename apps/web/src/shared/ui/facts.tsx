import { Descriptions, type DescriptionsProps } from 'antd';
import type { DescriptionsRef } from 'antd/es/descriptions';
import { useEffect, useRef } from 'react';

/**
 * antd's Descriptions with its label cells scoped: a bordered list draws each label as a
 * `<th>` without `scope`, so a screen reader cannot tell which value a label names (WCAG
 * 1.3.1). A horizontal list's label names its row, a vertical one's the column under it.
 * antd gives no prop for the cells, so the scope is set after each draw.
 */
export function Facts(props: DescriptionsProps) {
  const ref = useRef<DescriptionsRef>(null);
  const scope = props.layout === 'vertical' ? 'col' : 'row';
  useEffect(() => {
    const cells = ref.current?.nativeElement?.querySelectorAll('th') ?? [];
    for (const cell of cells) cell.setAttribute('scope', scope);
  });
  return <Descriptions ref={ref} {...props} />;
}

/** The items of a children-written list (`<Facts.Item label=…>`). */
Facts.Item = Descriptions.Item;
