import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-store';
import { useChangePassword } from './api/change-password';
import { refreshMemberInfo } from './api/current-user-info';
import { confirmRules, newPasswordRules } from '../../lib/ui/password-rules';
import { useFormName } from '../../lib/ui/use-unique-id';
import { FormAlert, useFormFailure } from '../../shared/ui/use-form-failure';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const LABELS = {
  oldPassword: 'web.password.old',
  newPassword: 'web.password.new',
  confirmPassword: 'web.password.confirm',
};

/**
 * First set-up and the password pop-up (isFirstSetup / isNeedPwdPopup): the member sets a
 * new password before going on. First set-up cannot be dismissed; the pop-up can.
 */
export default function PasswordSetupDialog() {
  const { t } = useTranslation();
  const firstSetup = useSession((state) => state.isFirstSetup);
  const popup = useSession((state) => state.isNeedPwdPopup);
  const [dismissed, setDismissed] = useState(false);
  const [form] = Form.useForm<Values>();
  const formName = useFormName('passwordSetup');
  const mutation = useChangePassword();
  const failure = useFormFailure(form, LABELS);
  const open = firstSetup || (popup && !dismissed);

  const submit = async (values: Values) => {
    failure.clear();
    try {
      await mutation.mutateAsync(values);
      form.resetFields();
      void refreshMemberInfo().catch(() => undefined);
    } catch (error) {
      failure.fail(error);
    }
  };

  return (
    <Modal
      open={open}
      title={t(firstSetup ? 'web.setup.firstTitle' : 'web.setup.popupTitle')}
      okText={t('web.setup.submit')}
      cancelText={t('web.setup.later')}
      // through the form, so a failed check focuses the first field to fix and is announced
      onOk={() => form.submit()}
      onCancel={() => setDismissed(true)}
      confirmLoading={mutation.isPending}
      closable={!firstSetup}
      maskClosable={false}
      keyboard={!firstSetup}
      cancelButtonProps={firstSetup ? { style: { display: 'none' } } : undefined}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t(firstSetup ? 'web.setup.firstBody' : 'web.setup.popupBody')}
      </Typography.Paragraph>
      <Form
        name={formName}
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values: Values) => void submit(values)}
        {...failure.formProps}
      >
        {failure.summary}
        <FormAlert error={failure.error} />
        <Form.Item
          label={t(LABELS.oldPassword)}
          name="oldPassword"
          rules={[
            { required: true, message: t('validation.required', { field: t(LABELS.oldPassword) }) },
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t(LABELS.newPassword)}
          name="newPassword"
          rules={newPasswordRules(t, LABELS.newPassword)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t(LABELS.confirmPassword)}
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={confirmRules(t, LABELS.confirmPassword, form)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
