import type { AutoshipPreviewBody } from '@portal/contract';
import { Alert, Button, Card, Empty, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '../../lib/http/api-error';
import { useCheckoutOptions } from '../../shared/api/checkout-options';
import { AUTOSHIP_PAGE_PATHS } from '../../shared/order/autoship-paths';
import { useAttemptKey } from '../../shared/order/attempt-key';
import { DeliveryChoice } from '../../shared/order/delivery-choice';
import { completeDelivery } from '../../shared/order/delivery-draft';
import { CardFields, cardOf, type CardValues } from '../../shared/payment/card-fields';
import { messageOf } from '../../shared/ui/field-errors';
import { useFormErrors } from '../../shared/ui/form-error-summary';
import { Loading } from '../../shared/ui/loading';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { RelockButton } from '../../shared/ui/relock-button';
import { useFormName } from '../../shared/ui/use-unique-id';
import { useAutoshipCart } from './api/autoship-cart';
import { useAutoshipPreview } from './api/autoship-preview';
import { useCreateAutoship } from './api/create-autoship';
import { autoshipFieldErrors } from './autoship-form-errors';
import { LoadFailed } from './autoship-text';
import { ScheduleFields, scheduleOf, type ScheduleValues } from './schedule-fields';
import { AutoshipLines } from './setup/autoship-lines';
import { SetupPreview } from './setup/setup-preview';
import { useSetupDelivery } from './setup/use-setup-delivery';
import type { AutoshipResultState } from './result-page';
import './autoship.css';

type SetupValues = CardValues & ScheduleValues;

const INITIAL: SetupValues = { scheduleKind: 'monthDay', day: 1 };

/**
 * AutoCardConfirm (spec "Main mode"): the autoship cart becomes an autoship. The member gives
 * a card (the server has the provider vault it; the web keeps nothing), a schedule and where
 * the runs go, sees the first run date, amount, BV and points, and confirms with one
 * Idempotency-Key per attempt. A refusal is shown at its field and above the form; every
 * field keeps what was typed, so the member corrects one thing and confirms again.
 */
export function AutoshipSetupPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<SetupValues>();
  const name = useFormName('autoship-setup');
  const errors = useFormErrors(form);
  const cart = useAutoshipCart();
  const options = useCheckoutOptions();
  const { delivery, setDelivery } = useSetupDelivery();
  const create = useCreateAutoship();
  const attempt = useAttemptKey();
  const [failure, setFailure] = useState<string | null>(null);
  const kind = Form.useWatch('scheduleKind', form) ?? INITIAL.scheduleKind;
  const day = Form.useWatch('day', form) ?? INITIAL.day;
  const weeks = Form.useWatch('weeks', form);

  const schedule = scheduleOf({ scheduleKind: kind, day, weeks });
  const complete = completeDelivery(delivery);
  const body: AutoshipPreviewBody | null =
    schedule && complete ? { schedule, delivery: complete } : null;
  const preview = useAutoshipPreview(body);
  const lines = cart.data?.items.filter((line) => line.list === 'autoship') ?? [];

  const confirm = async (values: SetupValues) => {
    setFailure(null);
    const chosen = scheduleOf(values);
    if (!chosen) return;
    if (!complete) return setFailure(t('validation.order.addressRequired'));
    const request = {
      schedule: chosen,
      delivery: complete,
      card: cardOf(values),
      ...(preview.data ? { expectedTotal: preview.data.amounts.total } : {}),
    };
    try {
      const autoship = await create.mutateAsync({ body: request, key: attempt.current() });
      attempt.settle();
      const state: AutoshipResultState = { autoship };
      navigate(AUTOSHIP_PAGE_PATHS.result, { state });
    } catch (error) {
      attempt.settle(error);
      errors.showFieldErrors(autoshipFieldErrors(error, t));
      setFailure(messageOf(error, t));
      // a changed price: the preview is asked again, so the member confirms the new amount
      if (isApiError(error) && error.errorKey === 'orderPriceChanged') void preview.refetch();
    }
  };

  const content = () => {
    if (cart.isPending || options.isPending) return <Loading />;
    if (cart.isError || options.isError) {
      const error = cart.error ?? options.error;
      return <LoadFailed message={messageOf(error, t)} onRetry={() => void cart.refetch()} />;
    }
    if (lines.length === 0) {
      return (
        <Empty description={t('autoship.form.cartEmpty')}>
          <Link to={AUTOSHIP_PAGE_PATHS.mall}>
            <Button type="primary">{t('autoship.toMall')}</Button>
          </Link>
        </Empty>
      );
    }
    return (
      <Flex vertical gap="middle" className="autoship-page">
        <Card size="small" title={t('autoship.form.items')}>
          <AutoshipLines
            lines={lines}
            currency={cart.data.currency}
            minorUnit={cart.data.minorUnit}
          />
          <Link to={AUTOSHIP_PAGE_PATHS.cart}>{t('autoship.form.changeItems')}</Link>
        </Card>
        <Card size="small" title={t('autoship.form.delivery')}>
          <DeliveryChoice
            options={options.data}
            delivery={delivery}
            onChange={setDelivery}
            addAddressPath={AUTOSHIP_PAGE_PATHS.addresses}
          />
        </Card>
        <Form<SetupValues>
          name={name}
          form={form}
          layout="vertical"
          initialValues={INITIAL}
          onFinish={(values) => void confirm(values)}
          {...errors.formProps}
        >
          {errors.summary}
          <Card size="small" title={t('autoship.form.schedule')}>
            <ScheduleFields kind={kind} />
          </Card>
          <Card size="small" title={t('autoship.form.card')} className="autoship-card-box">
            <p className="autoship-note">{t('autoship.form.cardNote')}</p>
            <CardFields />
          </Card>
          {preview.isError && <Alert type="error" showIcon title={messageOf(preview.error, t)} />}
          {preview.isFetching && !preview.data && <Loading />}
          {preview.data && <SetupPreview preview={preview.data} />}
          {failure && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={failure}
              className="autoship-failure"
            />
          )}
          <RelockButton
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={create.isPending}
          >
            {t('autoship.form.confirm')}
          </RelockButton>
        </Form>
      </Flex>
    );
  };

  return <PageFrame titleKey={titleKey}>{content()}</PageFrame>;
}
