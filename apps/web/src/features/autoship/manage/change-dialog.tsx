import type { AutoshipView, UpdateAutoshipBody } from '@portal/contract';
import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckoutOptions } from '../../../shared/api/checkout-options';
import { AUTOSHIP_PAGE_PATHS } from '../../../shared/order/autoship-paths';
import { DeliveryChoice } from '../../../shared/order/delivery-choice';
import { completeDelivery, type DeliveryDraft } from '../../../shared/order/delivery-draft';
import { CardFields, cardOf, type CardValues } from '../../../shared/payment/card-fields';
import { messageOf } from '../../../shared/ui/field-errors';
import { useFormErrors } from '../../../shared/ui/form-error-summary';
import { Loading } from '../../../shared/ui/loading';
import { useReturnFocus } from '../../../shared/ui/use-return-focus';
import { useFormName } from '../../../shared/ui/use-unique-id';
import { useUpdateAutoship } from '../api/update-autoship';
import { autoshipFieldErrors } from '../autoship-form-errors';
import {
  ScheduleFields,
  scheduleOf,
  scheduleValuesOf,
  type ScheduleValues,
} from '../schedule-fields';
import { ItemsFields, type ItemDraft } from './items-fields';

export type ChangeKind = 'items' | 'delivery' | 'card' | 'schedule';

type Values = CardValues & ScheduleValues;

const deliveryDraftOf = (delivery: AutoshipView['delivery']): DeliveryDraft =>
  delivery.mode === 'address'
    ? { mode: 'address', addressId: delivery.addressId ?? undefined }
    : delivery.mode === 'distributionCentre'
      ? { mode: 'distributionCentre', centreId: delivery.centreId ?? undefined }
      : { mode: delivery.mode };

/**
 * One change of an autoship in a dialog: its items and quantities, where it goes, its card or
 * its schedule, effective for the next run. A refusal stays in the dialog with what was typed.
 */
export function ChangeDialog({
  autoship,
  kind,
  onClose,
  onSaved,
}: {
  autoship: AutoshipView;
  kind: ChangeKind;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  useReturnFocus();
  const [form] = Form.useForm<Values>();
  const name = useFormName(`autoship-change-${kind}`);
  const errors = useFormErrors(form);
  const update = useUpdateAutoship();
  const options = useCheckoutOptions();
  const [failure, setFailure] = useState<string | null>(null);
  const [delivery, setDelivery] = useState(() => deliveryDraftOf(autoship.delivery));
  const [items, setItems] = useState<ItemDraft[]>(() =>
    autoship.lines.map((l) => ({ productSkuId: l.productSkuId, name: l.name, qty: l.qty })),
  );
  const scheduleKind = Form.useWatch('scheduleKind', form);

  const bodyOf = (values: Values): UpdateAutoshipBody | null => {
    switch (kind) {
      case 'items':
        return { lines: items.map(({ productSkuId, qty }) => ({ productSkuId, qty })) };
      case 'delivery': {
        const complete = completeDelivery(delivery);
        return complete ? { delivery: complete } : null;
      }
      case 'card':
        return { card: cardOf(values) };
      case 'schedule': {
        const schedule = scheduleOf(values);
        return schedule ? { schedule } : null;
      }
    }
  };

  const save = async (values: Values) => {
    setFailure(null);
    const body = bodyOf(values);
    if (!body) return setFailure(t('validation.order.addressRequired'));
    try {
      await update.mutateAsync({ id: autoship.id, body });
      onSaved();
    } catch (error) {
      errors.showFieldErrors(autoshipFieldErrors(error, t));
      setFailure(messageOf(error, t));
    }
  };

  const fields = () => {
    switch (kind) {
      case 'items':
        return <ItemsFields items={items} onChange={setItems} />;
      case 'delivery':
        if (options.isPending) return <Loading />;
        if (options.isError) return <Alert type="error" title={messageOf(options.error, t)} />;
        return (
          <DeliveryChoice
            options={options.data}
            delivery={delivery}
            onChange={setDelivery}
            addAddressPath={AUTOSHIP_PAGE_PATHS.addresses}
          />
        );
      case 'card':
        return <CardFields />;
      case 'schedule':
        return <ScheduleFields kind={scheduleKind ?? autoship.schedule.kind} />;
    }
  };

  return (
    <Modal
      open
      title={t(`autoship.edit.${kind}`)}
      okText={t('autoship.manage.save')}
      cancelText={t('autoship.manage.keep')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form<Values>
        name={name}
        form={form}
        layout="vertical"
        initialValues={kind === 'schedule' ? scheduleValuesOf(autoship.schedule) : {}}
        onFinish={(values) => void save(values)}
        {...errors.formProps}
      >
        {errors.summary}
        <p className="autoship-note">{t('autoship.manage.nextRunOnly')}</p>
        {fields()}
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      </Form>
    </Modal>
  );
}
