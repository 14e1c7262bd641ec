import {
  CONSOLE_CATALOGUE_CALLS,
  PRODUCT_PICTURE_LIMITS,
  type ConsolePicture,
  type ConsoleProduct,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Image, Popconfirm, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { base64Of } from '../../lib/base64';
import { ErrorAlert } from '../../shared/error-alert';
import { CATALOGUE_KEY } from './catalogue-key';

const C = CONSOLE_CATALOGUE_CALLS;
const MAX_MB = PRODUCT_PICTURE_LIMITS.maxBytes / (1024 * 1024);

/** The ids with the picture at `index` moved one place by `by` (-1 earlier, +1 later). */
export function movedIds(pictures: ConsolePicture[], index: number, by: -1 | 1): number[] {
  const ids = pictures.map((p) => p.id);
  const [id] = ids.splice(index, 1);
  ids.splice(index + by, 0, id!);
  return ids;
}

/** A product's pictures in the shop's order (the first is the main one): add, move, remove. */
export function ProductPictures({ product }: { product: ConsoleProduct }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [tooLarge, setTooLarge] = useState(false);
  // a refused order (the list changed meanwhile) reloads it too, so the operator sees the current one
  const refresh = () => void client.invalidateQueries({ queryKey: CATALOGUE_KEY });
  const upload = useMutation({
    mutationFn: async (file: Blob) =>
      callConsole(C.pictureUpload, {
        params: { id: product.id },
        body: { image: await base64Of(file) },
      }),
    onSuccess: refresh,
  });
  const order = useMutation({
    mutationFn: (ids: number[]) =>
      callConsole(C.pictureOrder, { params: { id: product.id }, body: { ids } }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callConsole(C.pictureRemove, { params: { id } }),
    onSuccess: refresh,
  });
  const busy = upload.isPending || order.isPending || remove.isPending;
  const { pictures } = product;
  const full = pictures.length >= PRODUCT_PICTURE_LIMITS.maxCount;
  return (
    <section aria-labelledby="product-pictures" style={{ marginBottom: 16 }}>
      <Typography.Title level={5} id="product-pictures">
        {t('consoleCatalogue.pictures.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('consoleCatalogue.pictures.hint', {
          count: PRODUCT_PICTURE_LIMITS.maxCount,
          size: MAX_MB,
        })}
      </Typography.Paragraph>
      <ErrorAlert error={upload.error ?? order.error ?? remove.error} />
      {tooLarge && (
        <Alert
          role="alert"
          type="error"
          showIcon
          title={t('consoleCatalogue.pictures.tooLarge', { size: MAX_MB })}
          style={{ marginBottom: 16 }}
        />
      )}
      {pictures.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {t('consoleCatalogue.pictures.empty')}
        </Typography.Paragraph>
      ) : (
        <ol
          aria-busy={busy}
          style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 16, padding: 0 }}
        >
          {pictures.map((picture, index) => {
            const n = index + 1;
            return (
              <li key={picture.id} style={{ width: 176 }}>
                <Image
                  src={picture.url}
                  width={96}
                  height={96}
                  style={{ objectFit: 'contain' }}
                  alt={t('consoleCatalogue.pictures.alt', { n, code: product.code })}
                />
                <div style={{ margin: '4px 0' }}>
                  {index === 0 ? (
                    <Tag color="blue">{t('consoleCatalogue.pictures.main')}</Tag>
                  ) : (
                    <Typography.Text type="secondary">
                      {t('consoleCatalogue.pictures.number', { n })}
                    </Typography.Text>
                  )}
                </div>
                <Space size={4} wrap>
                  <Button
                    size="small"
                    disabled={busy || index === 0}
                    aria-label={t('consoleCatalogue.pictures.earlierLabel', { n })}
                    onClick={() => order.mutate(movedIds(pictures, index, -1))}
                  >
                    {t('consoleCatalogue.pictures.earlier')}
                  </Button>
                  <Button
                    size="small"
                    disabled={busy || index === pictures.length - 1}
                    aria-label={t('consoleCatalogue.pictures.laterLabel', { n })}
                    onClick={() => order.mutate(movedIds(pictures, index, 1))}
                  >
                    {t('consoleCatalogue.pictures.later')}
                  </Button>
                  <Popconfirm
                    title={t('consoleCatalogue.pictures.removeConfirm', { n })}
                    okText={t('consoleCatalogue.pictures.remove')}
                    cancelText={t('consoleCatalogue.pictures.keep')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutate(picture.id)}
                  >
                    <Button
                      size="small"
                      danger
                      disabled={busy}
                      aria-label={t('consoleCatalogue.pictures.removeLabel', { n })}
                    >
                      {t('consoleCatalogue.pictures.remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              </li>
            );
          })}
        </ol>
      )}
      <Upload
        accept="image/png,image/jpeg,image/webp,image/gif"
        showUploadList={false}
        disabled={busy || full}
        beforeUpload={(file) => {
          // refused here too, so a large file is not read and sent only to be refused
          const over = file.size > PRODUCT_PICTURE_LIMITS.maxBytes;
          setTooLarge(over);
          if (!over) upload.mutate(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button loading={upload.isPending} disabled={busy || full}>
          {t('consoleCatalogue.pictures.upload')}
        </Button>
      </Upload>
      {full && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('consoleCatalogue.pictures.full', { count: PRODUCT_PICTURE_LIMITS.maxCount })}
        </Typography.Paragraph>
      )}
    </section>
  );
}
