import {
  MESSAGE_CATEGORIES,
  messageCategoryLabelKey,
  type MessageCategory,
} from '@portal/contract';
import { Button, Empty, List, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatBusinessTime } from '../../lib/format/business-time';
import { useFeedback } from '../../lib/feedback/feedback';
import { messageOf } from '../../shared/ui/field-errors';
import { usePaginationLabels } from '../../shared/ui/pagination-labels';
import { PAGE_SIZE, useMessagePage } from './api/message-page';
import { useReadAll } from './api/read-all';
import { ListSkeleton, LoadError } from './message-states';

const ALL = 'all';

/** The category choice, the paged list with unread markers, and "mark all read". */
export function MessageList({
  category,
  pageNum,
  onChange,
}: {
  category: MessageCategory | undefined;
  pageNum: number;
  onChange(next: { category?: MessageCategory; pageNum: number }): void;
}) {
  const { t } = useTranslation();
  const page = useMessagePage(category, pageNum);
  const readAll = useReadAll();
  const { message } = useFeedback();
  const itemRender = usePaginationLabels();
  const markAll = () =>
    readAll.mutate(category, {
      onSuccess: (d) => void message.success(t('message.page.readAllDone', { count: d.marked })),
      onError: (error) => void message.error(messageOf(error, t)),
    });
  const date = formatBusinessTime;
  const data = page.data;
  return (
    <div className="message-list">
      <div className="message-toolbar">
        <Radio.Group
          aria-label={t('message.page.categories')}
          optionType="button"
          buttonStyle="solid"
          value={category ?? ALL}
          onChange={(e) => {
            const v = e.target.value as string;
            onChange({ category: v === ALL ? undefined : (v as MessageCategory), pageNum: 1 });
          }}
          options={[
            { value: ALL, label: t('message.page.all') },
            ...MESSAGE_CATEGORIES.map((c) => ({ value: c, label: t(messageCategoryLabelKey(c)) })),
          ]}
        />
        <Button onClick={markAll} loading={readAll.isPending} disabled={!data?.total}>
          {t('message.page.readAll')}
        </Button>
      </div>
      {page.isError ? (
        <LoadError text={t('message.page.loadError')} onRetry={() => void page.refetch()} />
      ) : !data ? (
        <ListSkeleton />
      ) : data.list.length === 0 ? (
        <Empty description={t('message.page.empty')} />
      ) : (
        <List
          aria-label={t('message.page.list')}
          dataSource={data.list}
          rowKey="id"
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: data.total,
            showSizeChanger: false,
            size: 'small',
            itemRender,
            onChange: (n) => onChange({ category, pageNum: n }),
          }}
          renderItem={(m) => (
            <List.Item className={m.read ? 'message-item' : 'message-item message-unread'}>
              <Link to={`?id=${m.id}&type=${m.type}`} className="message-link">
                <span className="message-title">
                  {!m.read && <span className="message-dot" aria-hidden />}
                  {!m.read && <span className="visually-hidden">{t('message.page.unread')}: </span>}
                  {m.title}
                </span>
                <span className="message-meta">
                  {t(messageCategoryLabelKey(m.category))} · {date(m.createdAt)}
                </span>
                <span className="message-summary">{m.summary}</span>
              </Link>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
