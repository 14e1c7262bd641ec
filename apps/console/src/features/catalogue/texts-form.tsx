import { CONSOLE_CATALOGUE_CALLS, LOCALES, type ConsoleProduct } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';

type TextValues = Record<string, { name?: string; description?: string }>;

/** Names and descriptions per language; English is required, an empty name drops a language. */
export function TextsForm({ product, onSaved }: { product: ConsoleProduct; onSaved: () => void }) {
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: (values: TextValues) => {
      const texts = Object.fromEntries(
        LOCALES.flatMap((locale) => {
          const v = values[locale];
          const name = v?.name?.trim();
          return name ? [[locale, { name, description: v?.description ?? '' }]] : [];
        }),
      );
      return callConsole(CONSOLE_CATALOGUE_CALLS.productTexts, {
        params: { id: product.id },
        body: { texts },
      });
    },
    onSuccess: onSaved,
  });
  return (
    <Form<TextValues>
      layout="vertical"
      style={{ marginTop: 24 }}
      initialValues={product.texts}
      onFinish={(values) => save.mutate(values)}
    >
      <Typography.Title level={5}>{t('consoleCatalogue.texts')}</Typography.Title>
      {LOCALES.map((locale) => (
        <Space key={locale} align="start" wrap style={{ display: 'flex' }}>
          <Form.Item
            name={[locale, 'name']}
            label={t('consoleCatalogue.field.name', {
              language: t(`consoleCatalogue.language.${locale}`),
            })}
            rules={
              locale === 'en'
                ? [{ required: true, whitespace: true, message: t('consoleApp.required') }]
                : []
            }
          >
            <Input maxLength={200} style={{ width: 260 }} />
          </Form.Item>
          <Form.Item
            name={[locale, 'description']}
            label={t('consoleCatalogue.field.description', {
              language: t(`consoleCatalogue.language.${locale}`),
            })}
          >
            <Input.TextArea rows={2} maxLength={5000} style={{ width: 420 }} />
          </Form.Item>
        </Space>
      ))}
      <ErrorAlert error={save.error} />
      {save.isSuccess && (
        <Typography.Paragraph type="success" role="status">
          {t('consoleCatalogue.saved')}
        </Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('consoleCatalogue.saveTexts')}
      </Button>
    </Form>
  );
}
