import type { ChangePasswordBody } from '@portal/contract';
import { Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANGE_PASSWORD_LABELS, ChangePasswordFields } from '../../shared/ui/new-password-fields';
import { FormAlert } from '../../shared/ui/use-form-failure';
import { useSaveForm } from '../../shared/ui/use-server-form';
import { useChangeOwnPassword } from './api/change-own-password';

/** Old password right, new one by the profile rule and different; other sessions end. */
export function PasswordForm() {
  const { t } = useTranslation();
  const mutation = useChangeOwnPassword();
  const { failure, formProps } = useSaveForm<ChangePasswordBody>(
    'profilePassword',
    CHANGE_PASSWORD_LABELS,
    mutation.mutateAsync,
    'profile.password.changed',
  );

  return (
    <Card title={<h2 className="card-title">{t('profile.password.title')}</h2>}>
      <Form {...formProps} aria-label={t('profile.password.title')}>
        <Typography.Paragraph type="secondary">{t('profile.password.hint')}</Typography.Paragraph>
        {failure.summary}
        <FormAlert error={failure.error} />
        <ChangePasswordFields />
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('profile.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
