import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Empty, Flex, Result, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from './field-errors';
import { Loading } from './loading';

export interface SavedItemsSectionProps<T extends { id: number }> {
  /** the list's query: its wait and its failure show in place of the list */
  query: { data?: T[]; isPending: boolean; isError: boolean; error: unknown };
  /** how many the member may keep; at it, adding is off and an alert says why */
  max: number;
  /** translated texts: the intro above the list, the add button, the alert, none yet, the list */
  text: { intro: string; add: string; atLimit: string; empty: string; listLabel: string };
  /** shown between the intro and the add button (e.g. a link to where the items are used) */
  extra?: ReactNode;
  onAdd: () => void;
  renderItem: (item: T) => ReactNode;
}

/**
 * The body of a page of the member's saved items (shipping addresses, bank accounts): an intro
 * with the add button, the limit's alert, and the list as cards in a grid, or its wait, its
 * failure or the word that there is none yet.
 */
export function SavedItemsSection<T extends { id: number }>({
  query,
  max,
  text,
  extra,
  onAdd,
  renderItem,
}: SavedItemsSectionProps<T>) {
  const { t } = useTranslation();
  const list = query.data ?? [];
  const atLimit = list.length >= max;

  const content = () => {
    if (query.isPending) return <Loading />;
    if (query.isError) return <Result status="warning" title={messageOf(query.error, t)} />;
    if (list.length === 0) return <Empty description={text.empty} />;
    return (
      <Row gutter={[16, 16]} role="list" aria-label={text.listLabel}>
        {list.map((item) => (
          <Col key={item.id} xs={24} md={12} xl={8} role="listitem">
            {renderItem(item)}
          </Col>
        ))}
      </Row>
    );
  };

  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="middle" align="center" justify="space-between">
        <p className="muted">{text.intro}</p>
        {extra}
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={query.isPending || atLimit}
          onClick={onAdd}
        >
          {text.add}
        </Button>
      </Flex>
      {atLimit && <Alert type="info" showIcon title={text.atLimit} />}
      {content()}
    </Flex>
  );
}
