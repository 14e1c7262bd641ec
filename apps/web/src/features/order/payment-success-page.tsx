import { Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { orderNoOf } from '../../shared/order/order-paths';
import { usePaymentStatus } from './api/payment-status';
import { useProviderReturn } from './api/provider-return';
import { LoadFailed } from './order-ui';
import { PAYMENT_POLL, paymentOutcomeOf } from './payment/payment-outcome';
import { NoOrderResult, ResultLinks } from './result-links';

/**
 * Payment/SuccessfulPayment, the payment's result: polls the order's payment status (a card
 * challenge or a third-party page may confirm it a little later) and says how it ended. It
 * says "Payment successful" only when the order is paid; every other outcome says what
 * happened and offers the next step (pay again, the order history, the mall).
 */
export default function PaymentSuccessPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
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
    if (!orderNo) {
      return <NoOrderResult />;
    }
    if (status.isPending) return <Loading />;
    if (status.isError) {
      return (
        <>
          <LoadFailed message={messageOf(status.error, t)} onRetry={() => void status.refetch()} />
          <ResultLinks />
        </>
      );
    }
    switch (outcome) {
      case 'paid':
        return (
          <Result
            status="success"
            title={t('payment.success')}
            subTitle={t('payment.result.paid.body', { orderNo })}
            extra={<ResultLinks orderNo={orderNo} invoice mall />}
          />
        );
      case 'branch':
        return (
          <Result
            status="info"
            title={t('payment.branchWaiting')}
            subTitle={`${orderNo} · ${t('payment.branchNote')}`}
            extra={<ResultLinks orderNo={orderNo} mall />}
          />
        );
      case 'failed':
        return (
          <Result
            status="error"
            title={t('error.paymentFailed')}
            subTitle={t('payment.result.failed.body', { orderNo })}
            extra={<ResultLinks orderNo={orderNo} payAgain />}
          />
        );
      case 'closed':
        return (
          <Result
            status="warning"
            title={t('payment.notPayable')}
            subTitle={t('payment.result.closed.body', { orderNo })}
            extra={<ResultLinks orderNo={orderNo} mall />}
          />
        );
      default:
        return (
          <Result
            icon={<Loading />}
            title={t(gaveUp ? 'payment.stillWaiting' : 'payment.waiting')}
            subTitle={orderNo}
            extra={<ResultLinks orderNo={orderNo} />}
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
