import { messageCategoryLabelKey, type MessageType } from '@portal/contract';
import { Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatBusinessTime } from '../../lib/format/business-time';
import { isApiError } from '../../lib/http/api-error';
import { useMessageDetail } from './api/message-detail';
import { useRefreshMessages } from './api/refresh-messages';
import { ListSkeleton, LoadError } from './message-states';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="." className="message-back">
      {t('message.page.back')}
    </Link>
  );
}

/** A message that does not exist, is someone else's, or whose address is malformed. */
export function MessageNotFound() {
  const { t } = useTranslation();
  return <Result status="404" title={t('message.page.notFound')} extra={<BackLink />} />;
}

/** One message (opening it marks it read); someone else's, or none, is the not-found state. */
export function MessageDetail({ id, type }: { id: number; type: MessageType }) {
  const { t } = useTranslation();
  const detail = useMessageDetail(id, type);
  const refresh = useRefreshMessages();
  const read = detail.data?.read;
  useEffect(() => {
    // the list and the badge now count this message read
    if (read) void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read, id]);
  const back = <BackLink />;
  if (detail.isPending) return <ListSkeleton rows={2} />;
  if (detail.isError) {
    const notFound = isApiError(detail.error) && detail.error.errorKey === 'notFound';
    if (notFound) return <Result status="404" title={t('message.page.notFound')} extra={back} />;
    return (
      <>
        <LoadError text={t('message.page.loadError')} onRetry={() => void detail.refetch()} />
        {back}
      </>
    );
  }
  const m = detail.data;
  return (
    <article className="message-detail" aria-labelledby="message-detail-title">
      {back}
      <h2 id="message-detail-title">{m.title}</h2>
      <p className="message-meta">
        {t(messageCategoryLabelKey(m.category))} ·{' '}
        <time dateTime={m.createdAt}>{formatBusinessTime(m.createdAt)}</time>
      </p>
      {m.body.split(/\n+/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </article>
  );
}
