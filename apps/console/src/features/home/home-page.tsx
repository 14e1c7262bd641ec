import { CONSOLE_DESK_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { dateTime } from '../../shared/formats';
import { useCan } from '../../shared/operator';
import { PageTitle } from '../../shared/page-title';
import { AwaitingCard } from './awaiting-card';
import { LowStockCard } from './low-stock-card';
import { OpenCycleCard } from './open-cycle-card';

/**
 * What waits for the operator: the withdrawal queue, what others prepared for their approval,
 * failed jobs, the last ledger check, the open cycle's volume so far.
 */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const home = useQuery({
    queryKey: ['console', 'home'],
    queryFn: ({ signal }) => callConsole(CONSOLE_DESK_CALLS.home, { signal }),
  });
  const data = home.data;
  const check = data?.ledgerCheck;
  return (
    <>
      <PageTitle>{t('consoleApp.home.title')}</PageTitle>
      <ErrorAlert error={home.error} />
      {home.isPending ? (
        <Skeleton active />
      ) : data ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <Card title={<h2 className="card-title">{t('consoleApp.home.pending')}</h2>}>
              <Statistic value={data.pendingWithdrawals} />
              {can('withdrawal:view') && (
                <Link to="/withdrawals">{t('consoleApp.home.openQueue')}</Link>
              )}
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <AwaitingCard waiting={data.awaitingMyApproval} />
          </Col>
          <Col xs={24} md={8}>
            <Card title={<h2 className="card-title">{t('consoleApp.home.failedJobs')}</h2>}>
              {data.failedJobs === null ? (
                <Typography.Text type="secondary">
                  {t('consoleApp.home.notAvailable')}
                </Typography.Text>
              ) : (
                <Statistic value={data.failedJobs} />
              )}
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card title={<h2 className="card-title">{t('consoleApp.home.ledgerCheck')}</h2>}>
              {check ? (
                <>
                  <Tag color={check.ok ? 'green' : 'red'}>
                    {check.ok
                      ? t('consoleApp.home.ledgerOk')
                      : t('consoleApp.home.ledgerProblems', { problems: check.problems })}
                  </Tag>
                  <Typography.Paragraph style={{ marginTop: 8 }}>
                    {t('consoleApp.home.ledgerAt', { at: dateTime(check.at, i18n.language) })}
                  </Typography.Paragraph>
                </>
              ) : (
                <Typography.Text type="secondary">
                  {t('consoleApp.home.ledgerNever')}
                </Typography.Text>
              )}
            </Card>
          </Col>
          {data.openCycle && (
            <Col xs={24} md={8}>
              <OpenCycleCard open={data.openCycle} />
            </Col>
          )}
          {data.lowStock && (
            <Col xs={24} md={8}>
              <LowStockCard low={data.lowStock} />
            </Col>
          )}
        </Row>
      ) : null}
    </>
  );
}
