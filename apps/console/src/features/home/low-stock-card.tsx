import type { ConsoleHome } from '@portal/contract';
import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** SKUs at or under their low-stock threshold, per company, for an operator who adjusts stock. */
export function LowStockCard({ low }: { low: NonNullable<ConsoleHome['lowStock']> }) {
  const { t } = useTranslation();
  return (
    <Card title={<h2 className="card-title">{t('consoleStock.home.title')}</h2>}>
      {low.length === 0 ? (
        <Typography.Text type="secondary">{t('consoleStock.home.none')}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={low}
          renderItem={(row) => (
            <List.Item>
              {t('consoleStock.home.line', { company: row.companyCode, count: row.skus })}
            </List.Item>
          )}
        />
      )}
      <Link to="/stock">{t('consoleStock.home.open')}</Link>
    </Card>
  );
}
