import { Alert, Button, Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/**
 * What a console list page puts above its table: the title and its line of explanation, the
 * notice that the last change went through (closable, read out as a status), and the toolbar
 * with the filters on one side and the button that adds a new row on the other.
 */
export function ListPageFrame(props: {
  title: string;
  intro: string;
  /** The last change's success line; none shows no notice. */
  notice?: string;
  onNoticeClose: () => void;
  filters: ReactNode;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <PageTitle>{props.title}</PageTitle>
      <Typography.Paragraph type="secondary">{props.intro}</Typography.Paragraph>
      {props.notice !== undefined && (
        <Alert
          role="status"
          type="success"
          showIcon
          closable={{ onClose: props.onNoticeClose }}
          title={props.notice}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
        <Space wrap>{props.filters}</Space>
        <Button type="primary" onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </Flex>
      {props.children}
    </>
  );
}
