import {
  COMPANY_CODES,
  CONSOLE_PROMOTION_CALLS,
  PROMOTION_KINDS,
  type ConsolePromotionRow,
  type PromotionConfig,
  type PromotionKind,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { useOperator } from '../../shared/operator';
import { RULES_TEMPLATES } from './promotion-labels';

interface Values {
  companyCode: string;
  code: string;
  kind: PromotionKind;
  titleEn: string;
  titleMs?: string;
  titleId?: string;
  titleZh?: string;
  startsOn: string;
  endsOn: string;
  rules: string;
}

const template = (kind: PromotionKind) => JSON.stringify(RULES_TEMPLATES[kind], null, 2);

/** The configuration `promo:create` reads, from a form; the rules as the file's JSON. */
function configOf(v: Values): PromotionConfig | null {
  let rules: unknown;
  try {
    rules = JSON.parse(v.rules);
  } catch {
    return null;
  }
  const title = {
    en: v.titleEn,
    ...(v.titleMs ? { ms: v.titleMs } : {}),
    ...(v.titleId ? { id: v.titleId } : {}),
    ...(v.titleZh ? { 'zh-CN': v.titleZh } : {}),
  };
  const { companyCode, code, kind, startsOn, endsOn } = v;
  return { companyCode, code, kind, title, startsOn, endsOn, rules } as PromotionConfig;
}

/** A new promotion: company, code, kind, titles, business days and the rules in JSON. */
export function PromotionForm({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (row: ConsolePromotionRow) => void;
}) {
  const { t } = useTranslation();
  const me = useOperator();
  const [form] = Form.useForm<Values>();
  const [badJson, setBadJson] = useState(false);
  const companies = me.companies ?? [...COMPANY_CODES];
  const create = useMutation({
    mutationFn: (config: PromotionConfig) =>
      callConsole(CONSOLE_PROMOTION_CALLS.promotionCreate, { body: { config } }),
    onSuccess: onDone,
  });
  const required = { required: true, whitespace: true, message: t('consoleApp.required') };
  const submit = (v: Values) => {
    const config = configOf(v);
    setBadJson(config === null);
    if (config) create.mutate(config);
  };
  return (
    <Modal
      open
      title={t('consolePromotions.form.title')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ companyCode: companies[0], kind: 'quarter', rules: template('quarter') }}
        onFinish={submit}
      >
        <Space wrap>
          <Form.Item name="companyCode" label={t('consolePromotions.field.company')}>
            <Select
              style={{ width: 120 }}
              options={companies.map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('consolePromotions.field.code')}
            extra={t('consolePromotions.form.codeHint')}
            rules={[required]}
          >
            <Input maxLength={41} />
          </Form.Item>
          <Form.Item name="kind" label={t('consolePromotions.field.kind')}>
            <Select<PromotionKind>
              style={{ width: 200 }}
              onChange={(kind) => form.setFieldValue('rules', template(kind))}
              options={PROMOTION_KINDS.map((k) => ({
                value: k,
                label: t(`consolePromotions.kind.${k}`),
              }))}
            />
          </Form.Item>
        </Space>
        <Form.Item name="titleEn" label={t('consolePromotions.form.titleEn')} rules={[required]}>
          <Input maxLength={80} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="titleMs" label={t('consolePromotions.form.titleMs')}>
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item name="titleId" label={t('consolePromotions.form.titleId')}>
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item name="titleZh" label={t('consolePromotions.form.titleZh')}>
            <Input maxLength={80} />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item
            name="startsOn"
            label={t('consolePromotions.field.startsOn')}
            rules={[required]}
          >
            <Input type="date" />
          </Form.Item>
          <Form.Item name="endsOn" label={t('consolePromotions.field.endsOn')} rules={[required]}>
            <Input type="date" />
          </Form.Item>
        </Space>
        <Form.Item
          name="rules"
          label={t('consolePromotions.form.rules')}
          extra={t('consolePromotions.form.rulesHint')}
          rules={[required]}
        >
          <Input.TextArea rows={12} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        {badJson && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('consolePromotions.form.badJson')}
            style={{ marginBottom: 16 }}
          />
        )}
        <ErrorAlert error={create.error} />
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('consolePromotions.form.create')}
        </Button>
      </Form>
    </Modal>
  );
}
