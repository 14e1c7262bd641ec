import { Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../shared/ui/responsive-table';
import { useLinkFunnel } from './api/link-funnel';

const STEPS = ['opened', 'started', 'submitted', 'paid'] as const;

/** The sponsor's link by week: opened, started, submitted, paid; and who has not finished. */
export function LinkFunnel({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const funnel = useLinkFunnel();
  if (funnel.isLoading) return <Spin aria-label={t('web.loading')} />;
  const weeks = funnel.data?.weeks ?? [];
  const rows = compact ? weeks.slice(0, 2) : weeks;
  return (
    <section className="link-funnel" aria-label={t('registration.funnel.title')}>
      {/* in the 300 px QR dialog a card title's size: the dialog's own title comes first */}
      <Typography.Title
        level={2}
        className={compact ? 'link-funnel-title card-title' : 'link-funnel-title'}
      >
        {t('registration.funnel.title')}
      </Typography.Title>
      {rows.length === 0 ? (
        <Empty description={t('registration.funnel.empty')} />
      ) : (
        <ResponsiveTable
          rowKey="week"
          label={t('registration.funnel.title')}
          emptyText={t('registration.funnel.empty')}
          dataSource={rows}
          columns={[
            {
              key: 'week',
              title: t('registration.funnel.week'),
              dataIndex: 'week',
              phone: 'title',
            },
            ...STEPS.map((s) => ({ key: s, title: t(`registration.funnel.${s}`), dataIndex: s })),
          ]}
        />
      )}
      {!compact && (funnel.data?.unfinished.length ?? 0) > 0 && (
        <>
          <Typography.Title level={3}>{t('registration.funnel.unfinished')}</Typography.Title>
          <ul>
            {funnel.data!.unfinished.map((u) => (
              <li key={u.loginName}>
                {u.name} ({u.loginName})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
