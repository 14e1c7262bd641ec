import { LOCALES, type CompanyCode, type Locale, type Platform } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/error-alert';
import { createPack, type PackValues } from './api/packs';
import { PackFields } from './pack-editor';

interface Values extends PackValues {
  categoryId: number;
  code: string;
  names: Partial<Record<Locale, string>>;
}

/**
 * A new pack of the page's company and platform: its names per language (English required),
 * its total and its choices. It starts withdrawn and without its SKU, as a new product does.
 */
export function PackCreateModal({
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
      createPack({
        companyCode,
        platform,
        categoryId: v.categoryId,
        code: v.code,
        texts: Object.fromEntries(
          LOCALES.flatMap((locale) => {
            const name = v.names[locale]?.trim();
            return name ? [[locale, { name, description: '' }]] : [];
          }),
        ),
        packTotalQty: v.packTotalQty,
        choiceSkuIds: v.choiceSkuIds,
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
      title={t('consoleCatalogue.addPack')}
    >
      <Typography.Paragraph type="secondary">
        {t('consoleCatalogue.addPackHint', { company: companyCode, platform })}
      </Typography.Paragraph>
      <Form<Values>
        layout="vertical"
        initialValues={{ names: {} }}
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
        {LOCALES.map((locale) => (
          <Form.Item
            key={locale}
            name={['names', locale]}
            label={t('consoleCatalogue.field.name', {
              language: t(`consoleCatalogue.language.${locale}`),
            })}
            rules={locale === 'en' ? [{ ...required, whitespace: true }] : []}
          >
            <Input maxLength={200} />
          </Form.Item>
        ))}
        <PackFields owner={{ companyCode, platform }} />
        <ErrorAlert error={create.error} />
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('consoleCatalogue.save')}
        </Button>
      </Form>
    </Modal>
  );
}
