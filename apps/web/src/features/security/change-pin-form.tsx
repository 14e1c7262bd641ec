import type { ChangePinBody } from '@portal/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangePin } from './api/change-pin';
import { NEW_PIN_LABELS, PinInput } from './pin-fields';
import { pinRules } from './pin-rules';
import { PinSaveForm } from './pin-save-form';

const LABELS = { oldPin: 'security.pin.old', ...NEW_PIN_LABELS };

/** A new PIN in place of the current one; a wrong current PIN counts towards the lock. */
export function ChangePinForm({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const mutation = useChangePin();
  return (
    <PinSaveForm<ChangePinBody>
      name="changePin"
      titleKey="security.pin.changeTitle"
      submitKey="security.pin.change"
      savedKey="security.pin.changed"
      labels={LABELS}
      mutation={mutation}
      disabled={locked}
    >
      <Form.Item label={t(LABELS.oldPin)} name="oldPin" rules={pinRules(t, LABELS.oldPin)}>
        <PinInput autoComplete="current-password" />
      </Form.Item>
    </PinSaveForm>
  );
}
