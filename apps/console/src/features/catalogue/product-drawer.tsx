import { CONSOLE_CATALOGUE_CALLS, type ConsoleProduct, type ConsoleSku } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { orderTypeKey } from '../../shared/formats';
import { CATALOGUE_KEY } from './catalogue-key';
import { PackEditor } from './pack-editor';
import { ProductCategory } from './product-category';
import { ProductPictures } from './product-pictures';
import { SkuModal } from './sku-modal';
import { TextsForm } from './texts-form';

type Categories = { id: number; name: string }[];

/**
 * One product: its texts per language, pictures, order types, category, SKUs (a pack's total
 * and choices too); publish or withdraw.
 */
export function ProductDrawer({
  id,
  categories,
  onClose,
}: {
  id: number;
  categories: Categories;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const product = useQuery({
    queryKey: [...CATALOGUE_KEY, 'product', id],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_CATALOGUE_CALLS.product, { params: { id }, signal }),
  });
  return (
    <Drawer
      open
      width={860}
      onClose={onClose}
      title={product.data?.code ?? t('consoleCatalogue.product')}
    >
      <ErrorAlert error={product.error} />
      {product.data ? (
        <ProductBody product={product.data} categories={categories} />
      ) : (
        !product.error && <Skeleton active />
      )}
    </Drawer>
  );
}

function ProductBody({ product, categories }: { product: ConsoleProduct; categories: Categories }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [sku, setSku] = useState<ConsoleSku | 'new'>();
  const refresh = () => void client.invalidateQueries({ queryKey: CATALOGUE_KEY });
  const active = useMutation({
    mutationFn: (next: boolean) =>
      callConsole(CONSOLE_CATALOGUE_CALLS.productActive, {
        params: { id: product.id },
        body: { active: next },
      }),
    onSuccess: refresh,
  });
  const skuActive = useMutation({
    mutationFn: (s: ConsoleSku) =>
      callConsole(CONSOLE_CATALOGUE_CALLS.skuActive, {
        params: { id: s.id },
        body: { active: !s.active },
      }),
    onSuccess: refresh,
  });
  return (
    <>
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('consoleCatalogue.column.kind')}>
          {t(`consoleCatalogue.kind.${product.kind}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('consoleCatalogue.field.platform')}>
          {product.platform}
        </Descriptions.Item>
        <Descriptions.Item label={t('consoleCatalogue.column.state')}>
          <Space>
            <Tag color={product.active ? 'green' : 'red'}>
              {t(product.active ? 'consoleCatalogue.published' : 'consoleCatalogue.withdrawn')}
            </Tag>
            <Button
              size="small"
              danger={product.active}
              loading={active.isPending}
              onClick={() => active.mutate(!product.active)}
            >
              {t(product.active ? 'consoleCatalogue.withdraw' : 'consoleCatalogue.publish')}
            </Button>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('consoleCatalogue.orderTypes')}>
          <Space wrap size={4}>
            {product.orderTypes.map((type) => (
              <Tag key={type}>{t(orderTypeKey(type))}</Tag>
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">
        {t('consoleCatalogue.orderTypesHint')}
      </Typography.Paragraph>
      <ErrorAlert error={active.error ?? skuActive.error} />
      <ProductPictures product={product} />
      <ProductCategory product={product} categories={categories} onSaved={refresh} />
      {product.kind === 'pack' && <PackEditor product={product} onSaved={refresh} />}
      <Typography.Title level={5}>{t('consoleCatalogue.skus')}</Typography.Title>
      <Table<ConsoleSku>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={product.skus}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleCatalogue.noSkus') }}
        columns={[
          { title: t('consoleCatalogue.column.code'), dataIndex: 'code' },
          { title: t('consoleCatalogue.field.label'), dataIndex: 'label' },
          {
            title: t('consoleCatalogue.field.memberPrice', { currency: product.currency }),
            dataIndex: 'memberPrice',
          },
          {
            title: t('consoleCatalogue.field.retailPrice', { currency: product.currency }),
            dataIndex: 'retailPrice',
          },
          { title: t('consoleCatalogue.field.bv'), dataIndex: 'bv' },
          {
            title: t('consoleCatalogue.field.pointsPrice'),
            render: (_, s) => s.pointsPrice ?? '—',
          },
          { title: t('consoleCatalogue.column.stock'), dataIndex: 'stock' },
          {
            title: t('consoleCatalogue.column.state'),
            render: (_, s) => (
              <Tag color={s.active ? 'green' : 'red'}>
                {t(s.active ? 'consoleCatalogue.published' : 'consoleCatalogue.withdrawn')}
              </Tag>
            ),
          },
          {
            title: t('consoleCatalogue.column.actions'),
            render: (_, s) => (
              <Space>
                <Button size="small" onClick={() => setSku(s)}>
                  {t('consoleCatalogue.edit')}
                </Button>
                <Button size="small" danger={s.active} onClick={() => skuActive.mutate(s)}>
                  {t(s.active ? 'consoleCatalogue.withdraw' : 'consoleCatalogue.publish')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Button style={{ marginTop: 12 }} onClick={() => setSku('new')}>
        {t('consoleCatalogue.addSku')}
      </Button>
      <TextsForm product={product} onSaved={refresh} />
      {sku !== undefined && (
        <SkuModal
          productId={product.id}
          currency={product.currency}
          sku={sku === 'new' ? undefined : sku}
          onClose={() => setSku(undefined)}
          onDone={() => {
            setSku(undefined);
            refresh();
          }}
        />
      )}
    </>
  );
}
