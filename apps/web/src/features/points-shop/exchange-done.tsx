import type { ExchangeResult } from '@portal/contract';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormats } from '../../lib/format/use-formats';
import { useFocusOnMount } from '../../shared/ui/focus-on-mount';
import { POINTS_SHOP_PAGE_PATHS } from './points-paths';

/**
 * The exchange went through: the order number, the points spent and what is left, and where
 * to see it (the order history, the points history). The heading takes the focus, as the
 * result replaced the button the member pressed.
 */
export function ExchangeDone({ result, onAgain }: { result: ExchangeResult; onAgain: () => void }) {
  const { t } = useTranslation();
  const f = useFormats();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Result
      status="success"
      title={
        <h2 ref={heading} tabIndex={-1} className="card-title">
          {t('pointsShop.done.title')}
        </h2>
      }
      subTitle={
        <span data-testid="exchange-done">
          {t('pointsShop.done.body', {
            orderNo: result.orderNo,
            points: f.count(result.totalPoints),
            balance: f.count(result.balanceAfter),
          })}
        </span>
      }
      extra={
        <Flex wrap gap="small" justify="center">
          <Link to={POINTS_SHOP_PAGE_PATHS.orderHistory}>{t('pointsShop.done.orders')}</Link>
          <Link to={POINTS_SHOP_PAGE_PATHS.details}>{t('pointsShop.done.history')}</Link>
          <Button onClick={onAgain}>{t('pointsShop.done.again')}</Button>
        </Flex>
      }
    />
  );
}
