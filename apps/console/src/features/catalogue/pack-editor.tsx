import type { CompanyCode, ConsolePack, ConsoleProduct } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form, InputNumber, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/error-alert';
import { packQuery, updatePack, type PackValues } from './api/packs';
import { PackChoiceSelect, useChoiceLabel } from './pack-choice-select';

/** A pack's total and choices in the product drawer: what members choose from, and how many. */
export function PackEditor({ product, onSaved }: { product: ConsoleProduct; onSaved: () => void }) {
  const { t } = useTranslation();
  const pack = useQuery(packQuery(product.id));
  return (
    <section aria-label={t('consoleCatalogue.pack.title')} style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>{t('consoleCatalogue.pack.title')}</Typography.Title>
      <ErrorAlert error={pack.error} />
      {pack.data ? (
        <PackForm product={product} pack={pack.data} onSaved={onSaved} />
      ) : (
        !pack.error && <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </section>
  );
}

function PackForm({
  product,
  pack,
  onSaved,
}: {
  product: ConsoleProduct;
  pack: ConsolePack;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const labelOf = useChoiceLabel();
  const save = useMutation({
    mutationFn: (v: PackValues) => updatePack(product.id, v),
    onSuccess: onSaved,
  });
  const owner = { companyCode: product.companyCode as CompanyCode, platform: product.platform };
  return (
    <>
      <Table
        rowKey="skuId"
        size="small"
        pagination={false}
        dataSource={pack.choices}
        locale={{ emptyText: t('consoleCatalogue.pack.noChoices') }}
        columns={[
          { title: t('consoleCatalogue.pack.choices'), render: (_, c) => labelOf(c) },
          {
            title: t('consoleCatalogue.column.state'),
            render: (_, c) => (
              <Tag color={c.onSale ? 'green' : 'red'}>
                {t(c.onSale ? 'consoleCatalogue.pack.onSale' : 'consoleCatalogue.pack.notOnSale')}
              </Tag>
            ),
          },
        ]}
        style={{ marginBottom: 12 }}
      />
      <Form<PackValues>
        layout="vertical"
        initialValues={{
          packTotalQty: pack.packTotalQty,
          choiceSkuIds: pack.choices.map((c) => c.skuId),
        }}
        onFinish={(v) => save.mutate(v)}
      >
        <PackFields owner={owner} known={pack.choices} />
        <ErrorAlert error={save.error} />
        {save.isSuccess && (
          <Typography.Paragraph type="success" role="status">
            {t('consoleCatalogue.pack.saved')}
          </Typography.Paragraph>
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('consoleCatalogue.pack.save')}
        </Button>
      </Form>
    </>
  );
}

/** The total and the choices, in the new pack's form and the drawer's alike. */
export function PackFields({
  owner,
  known,
}: {
  owner: { companyCode: CompanyCode; platform: ConsoleProduct['platform'] };
  known?: ConsolePack['choices'];
}) {
  const { t } = useTranslation();
  const required = { required: true, message: t('consoleApp.required') };
  return (
    <>
      <Form.Item
        name="packTotalQty"
        label={t('consoleCatalogue.pack.total')}
        extra={t('consoleCatalogue.pack.totalHint')}
        rules={[required]}
      >
        <InputNumber min={1} max={99} precision={0} />
      </Form.Item>
      <Form.Item
        name="choiceSkuIds"
        label={t('consoleCatalogue.pack.choices')}
        extra={t('consoleCatalogue.pack.choicesHint')}
        rules={[{ ...required, type: 'array', min: 1 }]}
      >
        <PackChoiceSelect owner={owner} known={known} />
      </Form.Item>
    </>
  );
}
