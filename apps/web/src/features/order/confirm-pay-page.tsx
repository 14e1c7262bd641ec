import { Alert, Card, Checkbox, Empty, Flex, Radio, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAppStore } from '../../lib/app-store';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { RelockButton } from '../../shared/ui/relock-button';
import { ORDER_PAGE_PATHS, orderPagePath } from '../../shared/order/order-paths';
import { useSaveOrder } from './api/save-order';
import { DeliveryChoice } from '../../shared/order/delivery-choice';
import { CheckoutLines } from './checkout/checkout-lines';
import { CheckoutEffects, CheckoutTotals } from './checkout/checkout-summary';
import { useCheckout } from './checkout/use-checkout';
import { LoadFailed } from './order-ui';
import { useAttemptKey } from '../../shared/order/attempt-key';
import './order.css';

/**
 * confirmPay (spec "Main mode", "Marketplace mode", "States and transitions"): the cart's lines, the order type, where it goes, what it
 * costs and changes (beforeSaveOrder), the return-policy agreement; saveOrder (one
 * Idempotency-Key per attempt, the button locked 2,000 ms after a click) opens the payment.
 */
export default function ConfirmPayPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const platform = useAppStore((state) => state.platformName);
  const paths = ORDER_PAGE_PATHS[platform];
  const checkout = useCheckout(platform);
  const save = useSaveOrder();
  const attempt = useAttemptKey();
  const [agreed, setAgreed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { cart, options, preview } = checkout;

  const place = async () => {
    setFailure(null);
    if (!checkout.input) return setFailure(t('validation.order.addressRequired'));
    if (!agreed) return setFailure(t('validation.order.agreeReturnPolicy'));
    const body = {
      ...checkout.input,
      agreeReturnPolicy: true as const,
      ...(preview.data ? { expectedTotal: preview.data.total } : {}),
    };
    try {
      const order = await save.mutateAsync({ body, key: attempt.current() });
      attempt.settle();
      navigate(orderPagePath(platform, 'payment', order.orderNo));
    } catch (error) {
      attempt.settle(error);
      setFailure(messageOf(error, t));
    }
  };

  const content = () => {
    if (cart.isPending || options.isPending) return <Loading />;
    if (cart.isError || options.isError) {
      const error = cart.error ?? options.error;
      return <LoadFailed message={messageOf(error, t)} onRetry={() => void cart.refetch()} />;
    }
    if (checkout.lines.length === 0) {
      return (
        <Empty description={t('checkout.empty')}>
          <Link to={paths.cart}>
            <Button type="primary">{t('checkout.toCart')}</Button>
          </Link>
        </Empty>
      );
    }
    const { currency, minorUnit } = cart.data;
    return (
      <Flex vertical gap="middle" className="order-page">
        {checkout.leftOut > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('checkout.leftOut', { count: checkout.leftOut })}
          />
        )}
        <Card size="small" title={t('checkout.products')}>
          <CheckoutLines lines={checkout.lines} currency={currency} minorUnit={minorUnit} />
        </Card>
        <Card size="small" title={t('checkout.orderType')}>
          <Radio.Group
            aria-label={t('checkout.orderType')}
            value={checkout.orderType}
            onChange={(event) =>
              checkout.setOrderType(event.target.value as typeof checkout.orderType)
            }
          >
            <Flex wrap gap="small">
              {checkout.types.map((type) => (
                <Radio key={type} value={type}>
                  {t(`order.type.${type}`)}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Card>
        <Card size="small" title={t('checkout.delivery')}>
          {checkout.shipsNothing ? (
            t('order.delivery.none')
          ) : (
            <DeliveryChoice
              options={options.data}
              delivery={checkout.delivery}
              onChange={checkout.setDelivery}
              addAddressPath={paths.addAddress}
            />
          )}
        </Card>
        {preview.isError && <Alert type="error" showIcon title={messageOf(preview.error, t)} />}
        {preview.isFetching && !preview.data && <Loading />}
        {preview.data && <CheckoutEffects preview={preview.data} />}
        {preview.data && <CheckoutTotals preview={preview.data} />}
        <Checkbox
          className="order-agree"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        >
          {t('checkout.agree')} <Link to="/returnPolicy">{t('checkout.returnPolicy')}</Link>
        </Checkbox>
        {failure && <Alert type="error" showIcon title={failure} role="alert" />}
        <RelockButton
          type="primary"
          size="large"
          block
          loading={save.isPending}
          onClick={() => void place()}
        >
          {t('checkout.place')}
        </RelockButton>
      </Flex>
    );
  };

  return <PageFrame titleKey={titleKey}>{content()}</PageFrame>;
}
