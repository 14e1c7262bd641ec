import { REGISTRATION_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/http/call';

const STEPS = ['opened', 'started', 'submitted', 'paid'] as const;

/** The sponsor's link by week: opened, started, submitted, paid; and who has not finished. */
export function LinkFunnel({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const funnel = useQuery({
    queryKey: ['registration', 'funnel'],
    queryFn: () => callApi(REGISTRATION_CALLS.funnel, { quiet: true }),
  });
  if (funnel.isLoading) return <Spin aria-label={t('web.loading')} />;
  const weeks = funnel.data?.weeks ?? [];
  const rows = compact ? weeks.slice(0, 2) : weeks;
  return (
    <section className="link-funnel" aria-label={t('registration.funnel.title')}>
      <Typography.Title level={2} className="link-funnel-title">
        {t('registration.funnel.title')}
      </Typography.Title>
      {rows.length === 0 ? (
        <Empty description={t('registration.funnel.empty')} />
      ) : (
        <Table
          size="small"
          rowKey="week"
          pagination={false}
          scroll={{ x: true }}
          dataSource={rows}
          columns={[
            { title: t('registration.funnel.week'), dataIndex: 'week' },
            ...STEPS.map((s) => ({ title: t(`registration.funnel.${s}`), dataIndex: s })),
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
