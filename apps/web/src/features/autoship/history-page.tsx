import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AUTOSHIP_PAGE_PATHS } from '../../shared/order/autoship-paths';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { useAutoships } from './api/autoship-list';
import { LoadFailed } from './autoship-text';
import { AutoshipPanel } from './manage/autoship-panel';
import './autoship.css';

/**
 * AutoOrder History (spec "Main mode"): the member manages their autoships online. Each shows
 * its next run; it can skip that run, pause and resume, change its items, address, card or
 * schedule, or be cancelled in one click (after a confirmation), every change effective for
 * the next run; under it, its runs, paged on the server.
 */
export function AutoshipHistoryPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const autoships = useAutoships();

  const content = () => {
    if (autoships.isPending) return <Loading />;
    if (autoships.isError) {
      return (
        <LoadFailed
          message={messageOf(autoships.error, t)}
          onRetry={() => void autoships.refetch()}
        />
      );
    }
    const list = autoships.data.list;
    if (list.length === 0) {
      return (
        <Empty description={t('autoship.manage.empty')}>
          <Link to={AUTOSHIP_PAGE_PATHS.mall}>
            <Button type="primary">{t('autoship.manage.setUp')}</Button>
          </Link>
        </Empty>
      );
    }
    return (
      <ul className="autoship-list" aria-label={t('autoship.manage.listLabel')}>
        {list.map((autoship) => (
          <AutoshipPanel key={autoship.id} autoship={autoship} />
        ))}
      </ul>
    );
  };

  return <PageFrame titleKey={titleKey}>{content()}</PageFrame>;
}
