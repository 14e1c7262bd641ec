import { FilePdfOutlined, FileOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { LibraryDocument } from '@portal/contract';
import { Empty, List, Pagination, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePaginationLabels } from '../../shared/ui/pagination-labels';
import { detailsHref } from './library-paths';

const ICONS = { pdf: FilePdfOutlined, video: PlayCircleOutlined, document: FileOutlined };

export interface DocumentListProps {
  items: LibraryDocument[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/** The documents of one page of the library: title link, kind, category, description. */
export function DocumentList({ items, total, page, pageSize, loading, onPage }: DocumentListProps) {
  const { t } = useTranslation();
  const itemRender = usePaginationLabels();
  if (!items) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (items.length === 0) {
    return <Empty data-testid="library-empty" description={t('library.empty')} />;
  }
  return (
    <>
      <List
        className="library-list"
        aria-busy={loading}
        dataSource={items}
        renderItem={(doc) => {
          const Icon = ICONS[doc.kind];
          return (
            <List.Item>
              <List.Item.Meta
                avatar={<Icon className="library-icon" aria-hidden />}
                title={<Link to={detailsHref(doc.id)}>{doc.title}</Link>}
                description={
                  <>
                    <Tag>{t(`library.kind.${doc.kind}`)}</Tag>
                    <Tag>{t(`library.category.${doc.category}`)}</Tag>
                    <span className="library-description">{doc.description}</span>
                  </>
                }
              />
            </List.Item>
          );
        }}
      />
      <Pagination
        className="library-pagination"
        current={page}
        pageSize={pageSize}
        total={total}
        hideOnSinglePage
        showSizeChanger={false}
        itemRender={itemRender}
        onChange={onPage}
      />
    </>
  );
}
