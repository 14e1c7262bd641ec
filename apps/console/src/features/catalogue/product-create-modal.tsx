import { CONSOLE_CATALOGUE_CALLS, type CompanyCode, type Platform } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';

interface Values {
  categoryId: number;
  code: string;
  kind: 'normal' | 'eproduct';
  name: string;
}

/** A new product of the page's company and platform: withdrawn, without SKUs, English name. */
export function ProductCreateModal({
  companyCode,
  platform,
  categories,
  onClose,
  onDone,
}: {
  companyCode: CompanyCode;
  platform: Platform;
  categories: { id: number; name: string }[];
  onClose: () => void;
  onDone: (id: number) => void;
}) {
  const { t } = useTranslation();
  const create = useMutation({
    mutationFn: (v: Values) =>
      callConsole(CONSOLE_CATALOGUE_CALLS.productCreate, {
        body: {
          companyCode,
          platform,
          categoryId: v.categoryId,
          code: v.code,
          kind: v.kind,
          texts: { en: { name: v.name, description: '' } },
        },
      }),
    onSuccess: (answer) => onDone(answer.id),
  });
  const required = { required: true, message: t('consoleApp.required') };
  return (
    <Modal
      open
      destroyOnHidden
      footer={null}
      onCancel={onClose}
      title={t('consoleCatalogue.addProduct')}
    >
      <Typography.Paragraph type="secondary">
        {t('consoleCatalogue.addProductHint', { company: companyCode, platform })}
      </Typography.Paragraph>
      <Form<Values>
        layout="vertical"
        initialValues={{ kind: 'normal' }}
        onFinish={(v) => create.mutate(v)}
      >
        <Form.Item
          name="categoryId"
          label={t('consoleCatalogue.field.category')}
          rules={[required]}
        >
          <Select options={categories.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('consoleCatalogue.column.code')}
          rules={[{ ...required, whitespace: true }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="kind" label={t('consoleCatalogue.column.kind')} rules={[required]}>
          <Select
            options={(['normal', 'eproduct'] as const).map((k) => ({
              value: k,
              label: t(`consoleCatalogue.kind.${k}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('consoleCatalogue.field.name', { language: t('consoleCatalogue.language.en') })}
          rules={[{ ...required, whitespace: true }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <ErrorAlert error={create.error} />
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('consoleCatalogue.save')}
        </Button>
      </Form>
    </Modal>
  );
}
