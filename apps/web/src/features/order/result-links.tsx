import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from '../../lib/app-store';
import { ORDER_PAGE_PATHS, orderPagePath } from '../../shared/order/order-paths';

/**
 * The next steps under an order page's outcome, so no order page ends in a dead end: pay the
 * order again, its invoice, the order history, the mall. The first one given is the primary.
 */
export function ResultLinks({
  orderNo,
  payAgain = false,
  invoice = false,
  history = true,
  mall = false,
}: {
  orderNo?: string | null;
  payAgain?: boolean;
  invoice?: boolean;
  history?: boolean;
  mall?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const platform = useAppStore((state) => state.platformName);
  const paths = ORDER_PAGE_PATHS[platform];
  const links: { to: string; label: string }[] = [];
  if (payAgain && orderNo)
    links.push({ to: orderPagePath(platform, 'payment', orderNo), label: t('payment.repay') });
  if (history) links.push({ to: paths.history, label: t('payment.toHistory') });
  if (invoice && orderNo)
    links.push({ to: orderPagePath(platform, 'invoice', orderNo), label: t('orders.invoice') });
  if (mall) links.push({ to: paths.mall, label: t('payment.toMall') });
  return (
    <Flex wrap gap="small" justify="center" className="order-next-steps">
      {/* a link drawn as a button (never a button inside a link): opens in the app */}
      {links.map((l, i) => (
        <Button
          key={l.to}
          type={i === 0 ? 'primary' : 'default'}
          href={l.to}
          onClick={(e) => {
            e.preventDefault();
            void navigate(l.to);
          }}
        >
          {l.label}
        </Button>
      ))}
    </Flex>
  );
}

/** An order page opened without an order number: what happened, and the way on. */
export function NoOrderResult() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('payment.noOrder')}
      subTitle={t('payment.noOrderHint')}
      extra={<ResultLinks mall />}
    />
  );
}
