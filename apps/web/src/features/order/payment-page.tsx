import type { OrderPaymentMethod } from '@portal/contract';
import { Alert, Button, Card, Form, Radio, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '../../lib/http/api-error';
import { useAppStore } from '../../lib/app-store';
import { formErrorsOf, messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { RelockButton } from '../../shared/ui/relock-button';
import { ORDER_PAGE_PATHS, orderNoOf, orderPagePath } from '../../shared/order/order-paths';
import { useCheckoutOptions } from './api/checkout-options';
import { useOrderDetail } from './api/order-detail';
import { usePayOrder } from './api/pay-order';
import { Money } from '../../shared/format/money-text';
import { LoadFailed, StatusTag } from './order-ui';
import { NoOrderResult, ResultLinks } from './result-links';
import { useAttemptKey } from '../../shared/order/attempt-key';
import { payBodyOf } from './payment/payment-body';
import { ChallengeStep } from './payment/challenge-step';
import { EwalletFields, SplitFields, type PaymentValues } from './payment/payment-fields';
import { CardFields } from '../../shared/payment/card-fields';
import './order.css';
import { Facts } from '../../shared/ui/facts';

const FIELD_LABELS = { pin: 'payment.pin', sponsorPassword: 'payment.sponsorPassword' } as const;

/**
 * Payment (spec "Main mode", "Marketplace mode", "States and transitions"): the order's amount due and a method (e-wallet with PIN, card,
 * pay in branch, third party). A failed payment ('Payment Failed / payment failed please
 * re-pay') keeps the member here, on the same order, to pay again.
 */
export default function PaymentPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const platform = useAppStore((state) => state.platformName);
  const orderNo = orderNoOf(useLocation().search);
  const detail = useOrderDetail(orderNo);
  const options = useCheckoutOptions();
  const pay = usePayOrder();
  const attempt = useAttemptKey();
  const [form] = Form.useForm<PaymentValues>();
  const method = Form.useWatch('method', form);
  const account = Form.useWatch('account', form);
  const split = Form.useWatch('split', form);
  const [failure, setFailure] = useState<string | null>(null);
  // the card's challenge step, answered here before the order is paid
  const [challenge, setChallenge] = useState<number | null>(null);

  const submit = async (values: PaymentValues) => {
    if (!orderNo || !detail.data || !values.method) return;
    setFailure(null);
    const success = `${window.location.origin}${orderPagePath(platform, 'success', orderNo)}`;
    const body = payBodyOf(values.method, values, detail.data.amountDue, success);
    try {
      const answer = await pay.mutateAsync({ orderNo, body, key: attempt.current() });
      attempt.settle();
      if (answer.action?.type === 'challenge') setChallenge(answer.action.attemptId);
      else if (answer.action) window.location.assign(answer.action.url);
      else navigate(orderPagePath(platform, 'success', orderNo));
    } catch (error) {
      attempt.settle(error);
      form.setFieldValue('pin', undefined);
      const fields = formErrorsOf(error, t, FIELD_LABELS);
      if (fields.length > 0) form.setFields(fields);
      setFailure(
        isApiError(error) && error.errorKey === 'paymentFailed'
          ? t('error.paymentFailed')
          : messageOf(error, t),
      );
    }
  };

  const content = () => {
    if (!orderNo) {
      return <NoOrderResult />;
    }
    if (detail.isPending || options.isPending) return <Loading />;
    if (detail.isError || options.isError) {
      const error = detail.error ?? options.error;
      return (
        <>
          <LoadFailed message={messageOf(error, t)} onRetry={() => void detail.refetch()} />
          <ResultLinks />
        </>
      );
    }
    const order = detail.data;
    if (challenge !== null) {
      const backToMethods = (message: string | null) => {
        setChallenge(null);
        setFailure(message);
      };
      return (
        <Card className="order-page">
          <ChallengeStep
            attemptId={challenge}
            onPaid={() => navigate(orderPagePath(platform, 'success', order.orderNo))}
            onFailed={backToMethods}
            onCancel={() => backToMethods(null)}
          />
        </Card>
      );
    }
    const history = ORDER_PAGE_PATHS[platform].history;
    if (!order.canPay) {
      return (
        <Result
          status={order.paidAt ? 'success' : 'warning'}
          title={t(order.paidAt ? 'payment.alreadyPaid' : 'payment.notPayable')}
          extra={<ResultLinks orderNo={order.orderNo} invoice={!!order.paidAt} mall />}
        />
      );
    }
    const methods = options.data.paymentMethods.filter((m) => m.available).map((m) => m.method);
    const money = (amount: string) => (
      <Money amount={amount} currency={order.currency} minorUnit={order.minorUnit} />
    );
    return (
      <Card className="order-page">
        <Facts
          column={1}
          size="small"
          items={[
            { key: 'no', label: t('invoice.orderNo'), children: order.orderNo },
            {
              key: 'status',
              label: t('invoice.status'),
              children: <StatusTag status={order.status} />,
            },
            { key: 'total', label: t('invoice.total'), children: money(order.total) },
            {
              key: 'due',
              label: t('payment.amountDue'),
              children: <strong data-testid="amount-due">{money(order.amountDue)}</strong>,
            },
          ]}
        />
        {failure && (
          <Alert type="error" showIcon role="alert" title={failure} className="order-failure" />
        )}
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="method"
            label={t('payment.method')}
            rules={[{ required: true, message: t('validation.order.paymentMethodRequired') }]}
          >
            <Radio.Group>
              {methods.map((m: OrderPaymentMethod) => (
                <Radio key={m} value={m}>
                  {t(`order.method.${m}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          {method === 'ewallet' && <EwalletFields account={account} />}
          {method === 'card' && <CardFields />}
          {(method === 'card' || method === 'thirdparty') && (
            <SplitFields split={split} account={account} />
          )}
          {method === 'branch' && <Alert type="info" showIcon title={t('payment.branchNote')} />}
          {method === 'thirdparty' && (
            <Alert type="info" showIcon title={t('payment.thirdPartyNote')} />
          )}
          <RelockButton type="primary" htmlType="submit" size="large" block loading={pay.isPending}>
            {t('payment.pay')}
          </RelockButton>
        </Form>
        <Button type="link" onClick={() => navigate(history)}>
          {t('payment.later')}
        </Button>
      </Card>
    );
  };

  return <PageFrame titleKey={titleKey}>{content()}</PageFrame>;
}
