import { Button, Flex, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppStore } from '../../lib/app-store';
import { messageOf } from '../../lib/ui/field-errors';
import { Loading } from '../../lib/ui/loading';
import { PageFrame } from '../../lib/ui/page-frame';
import type { PageProps } from '../../lib/ui/page-props';
import { ORDER_PAGE_PATHS, orderNoOf, orderPagePath } from '../../shared/order/order-paths';
import { usePaymentStatus, useProviderReturn } from './api/order-api';
import { LoadFailed } from './order-ui';
import { PAYMENT_POLL, paymentOutcomeOf } from './payment/payment-outcome';

/**
 * Payment/SuccessfulPayment: polls the order's payment status (a card challenge or a
 * third-party page may confirm it a little later) and says how it ended; a failed payment
 * leads back to the payment page of the same order.
 */
export default function PaymentSuccessPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const platform = useAppStore((state) => state.platformName);
  const search = useLocation().search;
  const orderNo = orderNoOf(search);
  useProviderReturn(orderNo, attemptIdOf(search));
  const [since] = useState(() => Date.now());
  const status = usePaymentStatus(orderNo, {
    pollMs: PAYMENT_POLL.everyMs,
    keepPolling: (answer) =>
      paymentOutcomeOf(answer) === 'waiting' && Date.now() - since < PAYMENT_POLL.forMs,
  });
  const outcome = status.data ? paymentOutcomeOf(status.data) : null;
  const gaveUp = status.dataUpdatedAt - since >= PAYMENT_POLL.forMs;

  const content = () => {
    if (!orderNo) return <Result status="warning" title={t('payment.noOrder')} />;
    if (status.isPending) return <Loading />;
    if (status.isError) {
      return (
        <LoadFailed message={messageOf(status.error, t)} onRetry={() => void status.refetch()} />
      );
    }
    const links = (
      <Flex wrap gap="small" justify="center">
        <Link to={ORDER_PAGE_PATHS[platform].history}>
          <Button type="primary">{t('payment.toHistory')}</Button>
        </Link>
        {outcome === 'paid' && (
          <Link to={orderPagePath(platform, 'invoice', orderNo)}>
            <Button>{t('orders.invoice')}</Button>
          </Link>
        )}
      </Flex>
    );
    switch (outcome) {
      case 'paid':
        return (
          <Result status="success" title={t('payment.success')} subTitle={orderNo} extra={links} />
        );
      case 'branch':
        return (
          <Result
            status="info"
            title={t('payment.branchWaiting')}
            subTitle={orderNo}
            extra={links}
          />
        );
      case 'failed':
        return (
          <Result
            status="error"
            title={t('error.paymentFailed')}
            subTitle={orderNo}
            extra={
              <Link to={orderPagePath(platform, 'payment', orderNo)}>
                <Button type="primary">{t('payment.repay')}</Button>
              </Link>
            }
          />
        );
      case 'closed':
        return <Result status="warning" title={t('payment.notPayable')} extra={links} />;
      default:
        return (
          <Result
            icon={<Loading />}
            title={t(gaveUp ? 'payment.stillWaiting' : 'payment.waiting')}
            subTitle={orderNo}
            extra={links}
          />
        );
    }
  };

  return <PageFrame titleKey={titleKey}>{content()}</PageFrame>;
}

/** The attempt the third-party page sends the member back with (`?attemptId=`), if any. */
function attemptIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('attemptId');
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
