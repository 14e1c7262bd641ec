import type { ChangePinBody } from '@portal/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/ui/feedback';
import { RelockButton } from '../../lib/ui/relock-button';
import { useChangePin } from './api/change-pin';
import { NEW_PIN_LABELS, NewPinFields, PinInput } from './pin-fields';
import { pinRules } from './pin-rules';
import { FormAlert, useFormFailure } from '../../shared/ui/use-form-failure';
import { useFormName } from '../../lib/ui/use-unique-id';

const LABELS = { oldPin: 'security.pin.old', ...NEW_PIN_LABELS };

/** A new PIN in place of the current one; a wrong current PIN counts towards the lock. */
export function ChangePinForm({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<ChangePinBody>();
  const formName = useFormName('changePin');
  const mutation = useChangePin();
  const failure = useFormFailure(form, LABELS);

  const onFinish = async (values: ChangePinBody) => {
    failure.clear();
    try {
      await mutation.mutateAsync(values);
      form.resetFields();
      void message.success(t('security.pin.changed'));
    } catch (error) {
      failure.fail(error);
    }
  };

  return (
    <Form
      name={formName}
      form={form}
      layout="vertical"
      onFinish={onFinish}
      {...failure.formProps}
      disabled={locked}
      aria-label={t('security.pin.changeTitle')}
    >
      <p>{t('security.pin.intro')}</p>
      {failure.summary}
      <FormAlert error={failure.error} />
      <Form.Item label={t(LABELS.oldPin)} name="oldPin" rules={pinRules(t, LABELS.oldPin)}>
        <PinInput autoComplete="current-password" />
      </Form.Item>
      <NewPinFields />
      <RelockButton type="primary" htmlType="submit" loading={mutation.isPending}>
        {t('security.pin.change')}
      </RelockButton>
    </Form>
  );
}
