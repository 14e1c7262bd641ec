import { CONSOLE_CATALOGUE_CALLS, type ConsoleSku } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';

interface Values {
  code: string;
  label: string;
  memberPrice: string;
  retailPrice: string;
  bv: string;
  pointsPrice?: string;
}

const DECIMAL = /^(0|[1-9]\d{0,12})(\.\d{1,4})?$/;

/** A SKU's label, prices, BV and points price; a new one also takes its code. */
export function SkuModal({
  productId,
  currency,
  sku,
  onClose,
  onDone,
}: {
  productId: number;
  currency: string;
  sku?: ConsoleSku;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: (v: Values) => {
      const fields = {
        label: v.label,
        memberPrice: v.memberPrice,
        retailPrice: v.retailPrice,
        bv: v.bv,
        pointsPrice: v.pointsPrice?.trim() ? v.pointsPrice.trim() : null,
      };
      return sku
        ? callConsole(CONSOLE_CATALOGUE_CALLS.skuUpdate, { params: { id: sku.id }, body: fields })
        : callConsole(CONSOLE_CATALOGUE_CALLS.skuCreate, {
            params: { id: productId },
            body: { ...fields, code: v.code },
          });
    },
    onSuccess: onDone,
  });
  const required = { required: true, whitespace: true, message: t('consoleApp.required') };
  const decimal = [required, { pattern: DECIMAL, message: t('consoleCatalogue.decimal') }];
  return (
    <Modal
      open
      destroyOnHidden
      footer={null}
      onCancel={onClose}
      title={t(sku ? 'consoleCatalogue.editSku' : 'consoleCatalogue.addSku')}
    >
      <Form<Values>
        layout="vertical"
        initialValues={{ ...sku, pointsPrice: sku?.pointsPrice ?? '' }}
        onFinish={(v) => save.mutate(v)}
      >
        {!sku && (
          <Form.Item name="code" label={t('consoleCatalogue.column.code')} rules={[required]}>
            <Input maxLength={40} />
          </Form.Item>
        )}
        <Form.Item name="label" label={t('consoleCatalogue.field.label')} rules={[required]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="memberPrice"
          label={t('consoleCatalogue.field.memberPrice', { currency })}
          rules={decimal}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="retailPrice"
          label={t('consoleCatalogue.field.retailPrice', { currency })}
          rules={decimal}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="bv" label={t('consoleCatalogue.field.bv')} rules={decimal}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="pointsPrice"
          label={t('consoleCatalogue.field.pointsPrice')}
          extra={t('consoleCatalogue.field.pointsPriceHint')}
          rules={[{ pattern: /^[1-9]\d{0,12}$/, message: t('consoleCatalogue.wholePoints') }]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
        <ErrorAlert error={save.error} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('consoleCatalogue.save')}
        </Button>
      </Form>
    </Modal>
  );
}
