import { formatBusinessTime, type ConsoleHome } from '@portal/contract';
import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

type OpenCycle = NonNullable<ConsoleHome['openCycle']>;

/**
 * The open cycle's volume so far per company, each a link to the company's commission runs, and
 * when it was summed (a job sums it every five minutes): 'HH:mm UTC+8'.
 */
export function OpenCycleCard({ open }: { open: OpenCycle }) {
  const { t } = useTranslation();
  return (
    <Card
      title={
        <h2 className="card-title">{t('consoleApp.home.openCycle', { cycle: open.cycle })}</h2>
      }
    >
      {open.asOf && (
        <Typography.Paragraph type="secondary">
          {t('consoleApp.home.openCycleAsOf', { time: formatBusinessTime(open.asOf).slice(11) })}
        </Typography.Paragraph>
      )}
      {open.companies.length === 0 ? (
        <Typography.Text type="secondary">{t('consoleApp.home.openCycleEmpty')}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={open.companies}
          renderItem={(c) => (
            <List.Item>
              <Link to={`/cycles?company=${encodeURIComponent(c.companyCode)}`}>
                {c.companyCode}
              </Link>
              <span>{t('consoleApp.home.openCycleLine', { bv: c.bv, buyers: c.buyers })}</span>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
