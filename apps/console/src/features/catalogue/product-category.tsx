import type { ConsoleProduct } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/error-alert';
import { setProductCategory } from './api/category';

/** The category members find the product under in the shop; a change is saved at once. */
export function ProductCategory({
  product,
  categories,
  onSaved,
}: {
  product: ConsoleProduct;
  categories: { id: number; name: string }[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: (categoryId: number) => setProductCategory(product.id, categoryId),
    onSuccess: onSaved,
  });
  return (
    <div style={{ marginBottom: 16 }}>
      <Space wrap align="center">
        <Typography.Text>{t('consoleCatalogue.category.title')}</Typography.Text>
        <Select<number>
          aria-label={t('consoleCatalogue.category.title')}
          style={{ width: 240 }}
          value={save.isPending ? save.variables : product.categoryId}
          loading={save.isPending}
          disabled={save.isPending}
          onChange={(categoryId) => save.mutate(categoryId)}
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
          notFoundContent={t('consoleCatalogue.category.none')}
        />
        {save.isSuccess && (
          <Typography.Text type="success" role="status">
            {t('consoleCatalogue.category.saved')}
          </Typography.Text>
        )}
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>
        {t('consoleCatalogue.category.hint')}
      </Typography.Paragraph>
      <ErrorAlert error={save.error} />
    </div>
  );
}
