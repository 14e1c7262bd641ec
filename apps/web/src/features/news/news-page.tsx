import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { NewsDetail } from './news-detail';
import { NewsList } from './news-list';
import './news.css';

const DETAIL_TITLE = 'web.page.newsDetails';

/** DashboardNews (list) and newsDetails (one item, without the left menu), both platforms. */
export default function NewsPage({ titleKey }: PageProps) {
  return (
    <PageFrame titleKey={titleKey}>
      {titleKey === DETAIL_TITLE ? <NewsDetail /> : <NewsList />}
    </PageFrame>
  );
}
