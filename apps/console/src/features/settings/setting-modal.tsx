import {
  AMOUNT_PATTERN,
  businessZoneLabel,
  CONSOLE_SETTINGS_CALLS,
  CYCLE_CLOSE_MODES,
  formatMinor,
  LANGUAGE_LABELS,
  LOCALES,
  STOCK_ALERT_EMAIL_MAX,
  STOCK_DELTA_MAX,
  type ConsoleCompanySetting,
  type CycleCloseMode,
  type Locale,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { ReasonAndCode } from '../../shared/reason-and-code';
import { settingsKey } from './settings-key';

/** When the weekly job closes an automatic company's week (bonus close job's cron), in business time. */
const WEEKLY_CLOSE_AT = `00:10 ${businessZoneLabel()}`;
/** When the daily low-stock alert goes out (the stock alert job's cron), in business time. */
const STOCK_ALERT_AT = `08:00 ${businessZoneLabel()}`;

interface Fields {
  adjustmentApprovalAbove: string;
  cycleClose: CycleCloseMode;
  stockAlertEmail: string;
  stockAlertLocale: Locale;
  lowStockDefault: number;
  reason: string;
  code: string;
}

/** One company's settings, saved with a reason and a fresh code (audited with before and after). */
export function SettingModal({
  setting,
  onClose,
}: {
  setting: ConsoleCompanySetting;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const save = useMutation({
    mutationFn: (v: Fields) =>
      callConsole(CONSOLE_SETTINGS_CALLS.companySettingSave, {
        params: { companyCode: setting.companyCode },
        body: {
          adjustmentApprovalAbove: v.adjustmentApprovalAbove.trim(),
          cycleClose: v.cycleClose,
          // empty clears the address: no alert is sent
          stockAlertEmail: (v.stockAlertEmail ?? '').trim(),
          stockAlertLocale: v.stockAlertLocale,
          lowStockDefault: v.lowStockDefault,
          reason: v.reason.trim(),
          code: v.code.trim(),
        },
      }),
    onSuccess: () => {
      void message.success(t('consoleSettings.done', { company: setting.companyCode }));
      void client.invalidateQueries({ queryKey: settingsKey });
      onClose();
    },
  });
  const required = { required: true, whitespace: true, message: t('consoleApp.required') };
  return (
    <Modal
      open
      title={t('consoleSettings.editOf', { company: setting.companyCode })}
      okText={t('consoleSettings.save')}
      okButtonProps={{ loading: save.isPending }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{
          adjustmentApprovalAbove: formatMinor(
            BigInt(setting.adjustmentApprovalAbove),
            setting.minorUnit,
          ),
          cycleClose: setting.cycleClose,
          stockAlertEmail: setting.stockAlertEmail ?? '',
          stockAlertLocale: setting.stockAlertLocale,
          lowStockDefault: setting.lowStockDefault,
        }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="adjustmentApprovalAbove"
          label={t('consoleSettings.form.threshold', { currency: setting.currency })}
          extra={t('consoleSettings.form.thresholdHelp')}
          rules={[
            required,
            { pattern: AMOUNT_PATTERN, message: t('consoleSettings.form.thresholdInvalid') },
          ]}
        >
          <Input inputMode="decimal" maxLength={20} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="cycleClose" label={t('consoleSettings.col.cycleClose')}>
          <Radio.Group>
            {CYCLE_CLOSE_MODES.map((mode) => (
              <Radio key={mode} value={mode} style={{ display: 'block', marginBottom: 8 }}>
                {t(`consoleSettings.cycleClose.${mode}`)}
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {t(`consoleSettings.cycleCloseHelp.${mode}`, { at: WEEKLY_CLOSE_AT })}
                </Typography.Text>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="stockAlertEmail"
          label={t('consoleSettings.form.stockAlert')}
          extra={t('consoleSettings.form.stockAlertHelp', { at: STOCK_ALERT_AT })}
          rules={[
            {
              type: 'email',
              // the server trims it too: a pasted address with a trailing space is still one
              transform: (v?: string) => v?.trim(),
              message: t('consoleSettings.form.stockAlertInvalid'),
            },
          ]}
        >
          <Input type="email" inputMode="email" maxLength={STOCK_ALERT_EMAIL_MAX} />
        </Form.Item>
        <Form.Item
          name="stockAlertLocale"
          label={t('consoleSettings.form.stockAlertLocale')}
          extra={t('consoleSettings.form.stockAlertLocaleHelp')}
        >
          <Select
            options={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_LABELS[locale] }))}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item
          name="lowStockDefault"
          label={t('consoleSettings.form.lowStockDefault')}
          extra={t('consoleSettings.form.lowStockDefaultHelp')}
          rules={[
            {
              required: true,
              type: 'integer',
              min: 0,
              max: STOCK_DELTA_MAX,
              message: t('consoleSettings.form.lowStockDefaultInvalid', { max: STOCK_DELTA_MAX }),
            },
          ]}
        >
          <InputNumber min={0} max={STOCK_DELTA_MAX} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <ReasonAndCode />
      </Form>
      <ErrorAlert error={save.error} />
    </Modal>
  );
}
