import type { SetPinBody } from '@portal/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/ui/feedback';
import { RelockButton } from '../../lib/ui/relock-button';
import { useSetPin } from './api/set-pin';
import { NEW_PIN_LABELS, NewPinFields } from './pin-fields';
import { FormAlert, useFormFailure } from '../../shared/ui/use-form-failure';
import { useFormName } from '../../lib/ui/use-unique-id';

/** The first PIN: 6 digits, typed twice. */
export function SetPinForm() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<SetPinBody>();
  const formName = useFormName('setPin');
  const mutation = useSetPin();
  const failure = useFormFailure(form, NEW_PIN_LABELS);

  const onFinish = async (values: SetPinBody) => {
    failure.clear();
    try {
      await mutation.mutateAsync(values);
      form.resetFields();
      void message.success(t('security.pin.saved'));
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
      aria-label={t('security.pin.setTitle')}
    >
      <p>{t('security.pin.intro')}</p>
      {failure.summary}
      <FormAlert error={failure.error} />
      <NewPinFields />
      <RelockButton type="primary" htmlType="submit" loading={mutation.isPending}>
        {t('security.pin.set')}
      </RelockButton>
    </Form>
  );
}
