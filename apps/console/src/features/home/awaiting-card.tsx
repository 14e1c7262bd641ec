import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface Waiting {
  batches: number | null;
  adjustments: number | null;
  cycles: number | null;
}

const ROWS = [
  { key: 'batches', path: '/batches' },
  { key: 'adjustments', path: '/adjustments' },
  { key: 'cycles', path: '/cycles' },
] as const;

/** Four eyes: what other operators prepared for this one's approval or audit. */
export function AwaitingCard({ waiting }: { waiting: Waiting }) {
  const { t } = useTranslation();
  const rows = ROWS.filter((row) => waiting[row.key] !== null);
  return (
    <Card title={<h2 className="card-title">{t('consoleApp.home.awaiting')}</h2>}>
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{t('consoleApp.home.awaitingNone')}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={rows}
          renderItem={(row) => (
            <List.Item>
              <Link to={row.path}>{t(`consoleApp.home.awaiting.${row.key}`)}</Link>
              <Typography.Text strong>{waiting[row.key]}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
