import { CATEGORY_LIMITS, LOCALES, type ConsoleCategoryNames } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/error-alert';

type Values = Record<string, string | undefined>;

/** The names a form holds, trimmed; an empty one leaves its language out (English stays required). */
function namesOf(values: Values): ConsoleCategoryNames {
  return Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const name = values[locale]?.trim();
      return name ? [[locale, name]] : [];
    }),
  ) as ConsoleCategoryNames;
}

/** A category's name in every shipped language, for a new category or a renamed one. */
export function CategoryNamesModal({
  title,
  initial,
  save,
  onClose,
  onDone,
}: {
  title: string;
  initial?: ConsoleCategoryNames;
  save: (names: ConsoleCategoryNames) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useMutation({ mutationFn: save, onSuccess: onDone });
  return (
    <Modal open destroyOnHidden footer={null} onCancel={onClose} title={title}>
      <Typography.Paragraph type="secondary">
        {t('consoleCatalogue.categories.namesHint')}
      </Typography.Paragraph>
      <Form<Values>
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => mutation.mutate(namesOf(values))}
      >
        {LOCALES.map((locale) => (
          <Form.Item
            key={locale}
            name={locale}
            label={t('consoleCatalogue.field.name', {
              language: t(`consoleCatalogue.language.${locale}`),
            })}
            rules={
              locale === 'en'
                ? [{ required: true, whitespace: true, message: t('consoleApp.required') }]
                : []
            }
          >
            <Input maxLength={CATEGORY_LIMITS.nameMax} />
          </Form.Item>
        ))}
        <ErrorAlert error={mutation.error} />
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('consoleCatalogue.save')}
        </Button>
      </Form>
    </Modal>
  );
}
