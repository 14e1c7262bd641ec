import {
  COMPANY_CODES,
  CONSOLE_LIBRARY_CALLS,
  LIBRARY_CATEGORIES,
  LIBRARY_UPLOAD_MAX_BYTES,
  LOCALES,
  type CompanyCode,
  type ConsoleLibraryRow,
  type LibraryCategory,
  type Locale,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Modal, Radio, Select, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { base64Of } from '../../lib/base64';
import { ErrorAlert } from '../../shared/error-alert';
import { useOperator } from '../../shared/operator';

interface Values {
  companyCode: CompanyCode;
  language: Locale;
  category: LibraryCategory;
  title: string;
  description?: string;
  source: 'file' | 'video';
  videoUrl?: string;
  published: boolean;
}

/** Adding a document (a file or a video link), or changing one's title, category and language. */
export function LibraryEditor({
  row,
  onClose,
  onDone,
}: {
  row?: ConsoleLibraryRow;
  onClose: () => void;
  onDone: (row: ConsoleLibraryRow) => void;
}) {
  const { t } = useTranslation();
  const me = useOperator();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [source, setSource] = useState<Values['source']>('file');
  const companies = me.companies ?? [...COMPANY_CODES];
  const save = useMutation({
    mutationFn: async (v: Values) => {
      const fields = {
        language: v.language,
        category: v.category,
        title: v.title,
        description: v.description ?? '',
      };
      if (row) {
        return callConsole(CONSOLE_LIBRARY_CALLS.libraryUpdate, {
          params: { id: row.id },
          body: fields,
        });
      }
      const file = files[0]?.originFileObj;
      const what =
        v.source === 'file' && file
          ? { fileName: file.name, file: await base64Of(file) }
          : { videoUrl: v.videoUrl };
      return callConsole(CONSOLE_LIBRARY_CALLS.libraryUpload, {
        body: { ...fields, ...what, companyCode: v.companyCode, published: v.published },
      });
    },
    onSuccess: onDone,
  });
  const required = { required: true, whitespace: true, message: t('consoleApp.required') };
  const tooBig = files[0]?.size !== undefined && files[0].size > LIBRARY_UPLOAD_MAX_BYTES;
  const title = t(row ? 'consoleLibrary.editor.editTitle' : 'consoleLibrary.editor.newTitle');
  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <Form<Values>
        layout="vertical"
        initialValues={{
          companyCode: row?.companyCode ?? companies[0],
          language: row?.lang ?? 'en',
          category: row?.category ?? 'training',
          title: row?.title ?? '',
          description: row?.description ?? '',
          source: 'file',
          published: true,
        }}
        onFinish={(values) => save.mutate(values)}
      >
        {!row && (
          <Form.Item name="companyCode" label={t('consoleLibrary.field.company')}>
            <Select options={companies.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        )}
        <Form.Item name="language" label={t('consoleLibrary.field.language')}>
          <Select
            options={LOCALES.map((l) => ({ value: l, label: t(`consoleLibrary.language.${l}`) }))}
          />
        </Form.Item>
        <Form.Item name="category" label={t('consoleLibrary.field.category')}>
          <Select
            options={LIBRARY_CATEGORIES.map((c) => ({
              value: c,
              label: t(`consoleLibrary.category.${c}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="title" label={t('consoleLibrary.field.title')} rules={[required]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label={t('consoleLibrary.field.description')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        {!row && (
          <>
            <Form.Item name="source" label={t('consoleLibrary.field.source')}>
              <Radio.Group onChange={(e) => setSource(e.target.value as Values['source'])}>
                <Radio value="file">{t('consoleLibrary.source.file')}</Radio>
                <Radio value="video">{t('consoleLibrary.source.video')}</Radio>
              </Radio.Group>
            </Form.Item>
            {source === 'file' ? (
              <Form.Item
                label={t('consoleLibrary.field.file')}
                extra={t('consoleLibrary.field.fileHint')}
                validateStatus={tooBig ? 'error' : undefined}
                help={tooBig ? t('consoleLibrary.field.fileTooBig') : undefined}
              >
                <Upload
                  maxCount={1}
                  fileList={files}
                  beforeUpload={() => false}
                  onChange={({ fileList }) => setFiles(fileList)}
                >
                  <Button>{t('consoleLibrary.field.filePick')}</Button>
                </Upload>
              </Form.Item>
            ) : (
              <Form.Item
                name="videoUrl"
                label={t('consoleLibrary.field.videoUrl')}
                extra={t('consoleLibrary.field.videoUrlHint')}
                rules={[required]}
              >
                <Input type="url" placeholder="https://" />
              </Form.Item>
            )}
            <Form.Item name="published" valuePropName="checked">
              <Checkbox>{t('consoleLibrary.field.published')}</Checkbox>
            </Form.Item>
          </>
        )}
        <ErrorAlert error={save.error} />
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          disabled={!row && source === 'file' && (files.length === 0 || tooBig)}
        >
          {t(row ? 'consoleLibrary.editor.save' : 'consoleLibrary.editor.upload')}
        </Button>
      </Form>
    </Modal>
  );
}
