import {
  COMPANY_CODES,
  CONSOLE_CONTENT_CALLS,
  LOCALES,
  businessZoneLabel,
  type ConsoleNewsItem,
} from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Modal, Select, Skeleton, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { base64Of } from '../../lib/base64';
import { ErrorAlert } from '../../shared/error-alert';
import { useOperator } from '../../shared/operator';
import { fromBusinessInput, linesOf, toBusinessInput } from './news-calls';

interface Values {
  companyCode: string;
  language: string;
  title: string;
  body: string;
  publishAt: string;
  expireAt?: string;
  pinned: boolean;
  dropImage: boolean;
}

/** Writing a news item, or changing one (`id`): its text, times, picture and language. */
export function NewsEditor({
  id,
  onClose,
  onDone,
}: {
  id?: number;
  onClose: () => void;
  onDone: (id: number) => void;
}) {
  const { t } = useTranslation();
  const item = useQuery({
    queryKey: ['console', 'news', 'item', id],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_CONTENT_CALLS.newsItem, { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
  const title = t(
    id === undefined ? 'consoleContent.editor.newTitle' : 'consoleContent.editor.editTitle',
  );
  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <ErrorAlert error={item.error} />
      {id !== undefined && !item.data ? (
        <Skeleton active />
      ) : (
        <NewsForm item={item.data} onDone={onDone} />
      )}
    </Modal>
  );
}

function NewsForm({ item, onDone }: { item?: ConsoleNewsItem; onDone: (id: number) => void }) {
  const { t } = useTranslation();
  const me = useOperator();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const companies = me.companies ?? [...COMPANY_CODES];
  const save = useMutation({
    mutationFn: async (v: Values) => {
      const file = files[0]?.originFileObj;
      const fields = {
        language: v.language as (typeof LOCALES)[number],
        title: v.title,
        body: linesOf(v.body),
        publishAt: fromBusinessInput(v.publishAt),
        expireAt: v.expireAt ? fromBusinessInput(v.expireAt) : null,
        pinned: v.pinned,
        dropImage: v.dropImage,
        ...(file ? { image: await base64Of(file) } : {}),
      };
      return item
        ? callConsole(CONSOLE_CONTENT_CALLS.newsUpdate, { params: { id: item.id }, body: fields })
        : callConsole(CONSOLE_CONTENT_CALLS.newsCreate, {
            body: { ...fields, companyCode: v.companyCode as (typeof COMPANY_CODES)[number] },
          });
    },
    onSuccess: (answer) => onDone(answer.id),
  });
  const required = { required: true, whitespace: true, message: t('consoleApp.required') };
  const zone = businessZoneLabel();
  return (
    <Form<Values>
      layout="vertical"
      initialValues={{
        companyCode: item?.companyCode ?? companies[0],
        language: item?.language ?? 'en',
        title: item?.title ?? '',
        body: item?.html ?? '',
        publishAt: toBusinessInput(item?.publishAt ?? new Date().toISOString()),
        expireAt: toBusinessInput(item?.expireAt),
        pinned: item?.pinned ?? false,
        dropImage: false,
      }}
      onFinish={(values) => save.mutate(values)}
    >
      {!item && (
        <Form.Item name="companyCode" label={t('consoleContent.field.company')} rules={[required]}>
          <Select options={companies.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
      )}
      <Form.Item name="language" label={t('consoleContent.field.language')} rules={[required]}>
        <Select
          options={LOCALES.map((l) => ({ value: l, label: t(`consoleContent.language.${l}`) }))}
        />
      </Form.Item>
      <Form.Item name="title" label={t('consoleContent.field.title')} rules={[required]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="body"
        label={t('consoleContent.field.body')}
        extra={t('consoleContent.field.bodyHint')}
        rules={[required]}
      >
        <Input.TextArea rows={10} />
      </Form.Item>
      <Form.Item
        name="publishAt"
        label={t('consoleContent.field.publishAt', { zone })}
        extra={t('consoleContent.field.publishAtHint')}
        rules={[required]}
      >
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item name="expireAt" label={t('consoleContent.field.expireAt', { zone })}>
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item name="pinned" valuePropName="checked">
        <Checkbox>{t('consoleContent.field.pinned')}</Checkbox>
      </Form.Item>
      <Form.Item
        label={t('consoleContent.field.image')}
        extra={t('consoleContent.field.imageHint')}
      >
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          maxCount={1}
          fileList={files}
          beforeUpload={() => false}
          onChange={({ fileList }) => setFiles(fileList)}
        >
          <Button>{t('consoleContent.field.imagePick')}</Button>
        </Upload>
      </Form.Item>
      {item?.imageUrl && (
        <Form.Item name="dropImage" valuePropName="checked">
          <Checkbox>{t('consoleContent.field.dropImage')}</Checkbox>
        </Form.Item>
      )}
      <ErrorAlert error={save.error} />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('consoleContent.editor.save')}
      </Button>
    </Form>
  );
}
