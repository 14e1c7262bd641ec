import { BUSINESS_UTC_OFFSET_HOURS, businessZoneLabel } from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterButtons } from '../../shared/filter-buttons';

export interface AuditFilters {
  operator?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

interface Fields {
  operator?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

/**
 * A `datetime-local` value read as business time (UTC+8, as every time the console shows), as
 * an ISO time: '2025-05-01T09:30' → '2025-05-01T09:30:00+08:00'.
 */
export function localToIso(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const seconds = value.length === 16 ? ':00' : '';
  const offset = BUSINESS_UTC_OFFSET_HOURS;
  return `${value}${seconds}${offset >= 0 ? '+' : '-'}${String(Math.abs(offset)).padStart(2, '0')}:00`;
}

export function AuditFilterForm({
  initial,
  onApply,
}: {
  initial?: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const text = (value: string | undefined) => value?.trim() || undefined;
  return (
    <Form<Fields>
      form={form}
      layout="vertical"
      initialValues={{ target: initial?.target }}
      onFinish={(v) =>
        onApply({
          operator: text(v.operator),
          action: text(v.action),
          target: text(v.target),
          from: localToIso(v.from),
          to: localToIso(v.to),
        })
      }
      style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, alignItems: 'flex-end' }}
    >
      <Form.Item name="operator" label={t('consoleApp.audit.operator')}>
        <Input maxLength={64} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="action" label={t('consoleApp.audit.action')}>
        <Input maxLength={64} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="target" label={t('consoleApp.audit.target')}>
        <Input maxLength={128} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="from" label={`${t('consoleApp.audit.from')} (${businessZoneLabel()})`}>
        <Input type="datetime-local" step={1} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="to" label={`${t('consoleApp.audit.to')} (${businessZoneLabel()})`}>
        <Input type="datetime-local" step={1} style={{ width: 220 }} />
      </Form.Item>
      <FilterButtons form={form} onClear={() => onApply({})} />
    </Form>
  );
}
