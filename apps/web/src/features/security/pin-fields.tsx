import { PIN_LENGTH, RESET_CODE_LENGTH } from '@portal/contract';
import { Form, Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeRules, confirmPinRules, pinRules } from './pin-rules';

/** A masked 6-digit entry that brings up the number pad on phones. */
export function PinInput(props: InputProps) {
  return (
    <Input.Password
      inputMode="numeric"
      maxLength={PIN_LENGTH}
      autoComplete="off"
      visibilityToggle={false}
      {...props}
    />
  );
}

/** PIN forms read best narrow; on a phone they take the whole width. */
export const NARROW_FORM_STYLE = { maxWidth: 480 } as const;

export const NEW_PIN_LABELS = { pin: 'security.pin.new', confirmPin: 'security.pin.confirm' };

/** The new PIN and its confirmation, as every set, change and reset form asks them. */
export function NewPinFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item
        label={t(NEW_PIN_LABELS.pin)}
        name="pin"
        rules={pinRules(t, NEW_PIN_LABELS.pin)}
        extra={t('security.pin.hint')}
      >
        <PinInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t(NEW_PIN_LABELS.confirmPin)}
        name="confirmPin"
        dependencies={['pin']}
        rules={confirmPinRules(t, NEW_PIN_LABELS.confirmPin, form)}
      >
        <PinInput autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** The 6-digit code from the PIN-reset mail. */
export function ResetCodeField({ labelKey }: { labelKey: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t(labelKey)} name="code" rules={codeRules(t, labelKey)}>
      <Input
        inputMode="numeric"
        maxLength={RESET_CODE_LENGTH}
        autoComplete="one-time-code"
        spellCheck={false}
      />
    </Form.Item>
  );
}
