import { TREE_SEARCH_MAX, type TreeKind } from '@portal/contract';
import { Button, Input, List } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../shared/ui/field-errors';
import { useTreeList } from './api/tree-api';

/** Search by login prefix or name within one's own downline; a result opens the tree there. */
export function TreeSearch({ tree, onJump }: { tree: TreeKind; onJump: (id: number) => void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const results = useTreeList(tree, { q, pageSize: 10, pageNum: 1 }, q.length > 0);
  return (
    <div className="tree-search">
      <Input.Search
        allowClear
        maxLength={TREE_SEARCH_MAX}
        placeholder={t('organization.search.placeholder')}
        aria-label={t('organization.search.placeholder')}
        enterButton={t('organization.search.button')}
        onSearch={(value) => setQ(value.trim())}
      />
      {q && results.isError && (
        <p role="alert" className="tree-error">
          {messageOf(results.error, t)}
        </p>
      )}
      {q && results.data && (
        <List
          size="small"
          className="tree-search-results"
          header={
            <span role="status">
              {t('organization.search.results', { count: results.data.total })}
            </span>
          }
          locale={{ emptyText: t('organization.search.none') }}
          dataSource={results.data.list}
          renderItem={(row) => (
            <List.Item
              actions={[
                <Button key="jump" size="small" onClick={() => onJump(row.id)}>
                  {t('organization.jump')}
                </Button>,
              ]}
            >
              <strong>{row.loginName}</strong>&nbsp;{row.name}
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
