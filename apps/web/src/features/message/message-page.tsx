import {
  MESSAGE_CATEGORIES,
  MESSAGE_TYPE,
  type MessageCategory,
  type MessageType,
} from '@portal/contract';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { MessageDetail, MessageNotFound } from './message-detail';
import { MessageList } from './message-list';
import { MessagePreferences } from './message-preferences';
import './message.css';

const TYPES = Object.values(MESSAGE_TYPE) as number[];

/**
 * DashboardMessage: the message centre. The list (by category, paged) and one message live
 * in the address (`?category=&page=`, `?id=&type=`), so a message can be linked and the
 * back button works; a malformed or foreign id is the not-found state, never a crash.
 */
export default function MessagePage({ titleKey }: PageProps) {
  const [search, setSearch] = useSearchParams();
  const id = search.get('id');
  const raw = search.get('category');
  const category = (MESSAGE_CATEGORIES as readonly string[]).includes(raw ?? '')
    ? (raw as MessageCategory)
    : undefined;
  const pageNum = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  if (id !== null) {
    const n = Number(id);
    const type = Number(search.get('type'));
    const valid = Number.isInteger(n) && n > 0 && n < 2 ** 31 && TYPES.includes(type);
    return (
      <PageFrame titleKey={titleKey}>
        {valid ? <MessageDetail id={n} type={type as MessageType} /> : <MessageNotFound />}
      </PageFrame>
    );
  }
  return (
    <PageFrame titleKey={titleKey}>
      <MessageList
        category={category}
        pageNum={pageNum}
        onChange={(next) => {
          const params = new URLSearchParams();
          if (next.category) params.set('category', next.category);
          if (next.pageNum > 1) params.set('page', String(next.pageNum));
          setSearch(params);
        }}
      />
      <MessagePreferences />
    </PageFrame>
  );
}
