import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { recentYears, yearPeriod } from './disclosure-calls';

export interface PeriodValues {
  startDate: string;
  endDate: string;
}

/**
 * The period to generate: a year fills both days (the running year up to yesterday), or the
 * days are typed; the server judges them (an end before the start, a period not over, too long).
 */
export function GenerateForm({
  pending,
  onGenerate,
}: {
  pending: boolean;
  onGenerate: (values: PeriodValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PeriodValues>();
  const required = { required: true, message: t('consoleApp.required') };
  const last = recentYears()[1]!;
  return (
    <Form<PeriodValues>
      form={form}
      layout="inline"
      initialValues={yearPeriod(last)}
      onFinish={onGenerate}
      style={{ rowGap: 8 }}
    >
      <Form.Item label={t('consoleDisclosure.year')} htmlFor="disclosure-year">
        <Select
          id="disclosure-year"
          style={{ minWidth: 100 }}
          defaultValue={last}
          options={recentYears().map((y) => ({ value: y, label: String(y) }))}
          onChange={(year: number) => form.setFieldsValue(yearPeriod(year))}
        />
      </Form.Item>
      <Form.Item name="startDate" label={t('consoleDisclosure.startDate')} rules={[required]}>
        <Input type="date" style={{ width: 170 }} />
      </Form.Item>
      <Form.Item name="endDate" label={t('consoleDisclosure.endDate')} rules={[required]}>
        <Input type="date" style={{ width: 170 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={pending}>
          {t('consoleDisclosure.generate')}
        </Button>
      </Form.Item>
    </Form>
  );
}
