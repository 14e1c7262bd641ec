import { Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-store';
import { useChangePassword } from './api/change-password';
import { refreshMemberInfo } from './api/current-user-info';
import { CHANGE_PASSWORD_LABELS, ChangePasswordFields } from '../../shared/ui/new-password-fields';
import { FormAlert } from '../../shared/ui/use-form-failure';
import { useServerForm } from '../../shared/ui/use-server-form';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * First set-up and the password pop-up (isFirstSetup / isNeedPwdPopup): the member sets a
 * new password before going on. First set-up cannot be dismissed; the pop-up can.
 */
export default function PasswordSetupDialog() {
  const { t } = useTranslation();
  const firstSetup = useSession((state) => state.isFirstSetup);
  const popup = useSession((state) => state.isNeedPwdPopup);
  const [dismissed, setDismissed] = useState(false);
  const mutation = useChangePassword();
  const { form, failure, formProps } = useServerForm<Values>(
    'passwordSetup',
    CHANGE_PASSWORD_LABELS,
    async (values, form) => {
      await mutation.mutateAsync(values);
      form.resetFields();
      void refreshMemberInfo().catch(() => undefined);
    },
  );
  const open = firstSetup || (popup && !dismissed);

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
      <Form {...formProps} preserve={false}>
        {failure.summary}
        <FormAlert error={failure.error} />
        <ChangePasswordFields />
      </Form>
    </Modal>
  );
}
