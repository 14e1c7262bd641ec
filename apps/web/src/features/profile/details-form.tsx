import type { MemberDetail, UpdateProfileBody } from '@portal/contract';
import { Alert, Button, Card, Flex, Form, Input, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/feedback/feedback';
import { useFormName } from '../../shared/ui/use-unique-id';
import { FormAlert, useFormFailure } from '../../shared/ui/use-form-failure';
import { useGenders } from './api/genders';
import { useSendEmailVerify } from './api/send-email-verify';
import { useUpdateProfile } from './api/update-profile';

const LABELS = {
  firstName: 'profile.field.firstName',
  lastName: 'profile.field.lastName',
  gender: 'profile.field.gender',
  birthDate: 'profile.field.birthDate',
  mobileCode: 'profile.field.mobileCode',
  phone: 'profile.field.phone',
  email: 'profile.field.email',
};

type Values = Required<{ [K in keyof UpdateProfileBody]: NonNullable<UpdateProfileBody[K]> }>;

const initialOf = (account: MemberDetail): Partial<Values> => ({
  firstName: account.firstName,
  lastName: account.lastName,
  gender: account.gender,
  birthDate: account.birthDate ?? '',
  mobileCode: account.mobileCode ?? '',
  phone: account.phone ?? '',
  email: account.email ?? '',
});

/** Names, gender, birth date, phone and email; a changed email is sent a verification link. */
export function DetailsForm({ account }: { account: MemberDetail }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const formName = useFormName('profileDetails');
  const failure = useFormFailure(form, LABELS);
  const genders = useGenders();
  const update = useUpdateProfile();
  const verify = useSendEmailVerify();
  const required = (key: string) => ({
    required: true,
    message: t('validation.required', { field: t(key) }),
  });

  const sendVerify = async () => {
    try {
      await verify.mutateAsync();
      void message.success(t('profile.email.sent', { email: form.getFieldValue('email') }));
    } catch (error) {
      failure.fail(error);
    }
  };

  const onFinish = async (values: Values) => {
    failure.clear();
    try {
      const body = { ...values, birthDate: values.birthDate || null };
      const { emailChanged } = await update.mutateAsync(body);
      void message.success(t('profile.saved'));
      if (emailChanged) await sendVerify();
    } catch (error) {
      failure.fail(error);
    }
  };

  return (
    <Card title={<h2 className="card-title">{t('profile.details.title')}</h2>}>
      {account.isInitSet && (
        <Alert className="profile-alert" type="info" showIcon title={t('profile.initSetHint')} />
      )}
      <Form
        name={formName}
        form={form}
        layout="vertical"
        initialValues={initialOf(account)}
        onFinish={onFinish}
        {...failure.formProps}
        aria-label={t('profile.details.title')}
      >
        {failure.summary}
        <FormAlert error={failure.error} />
        <Form.Item label={t('profile.field.loginName')}>
          <Input value={account.loginName} readOnly aria-label={t('profile.field.loginName')} />
        </Form.Item>
        <Form.Item
          label={t(LABELS.firstName)}
          name="firstName"
          rules={[required(LABELS.firstName)]}
        >
          <Input maxLength={60} autoComplete="given-name" />
        </Form.Item>
        <Form.Item label={t(LABELS.lastName)} name="lastName" rules={[required(LABELS.lastName)]}>
          <Input maxLength={60} autoComplete="family-name" />
        </Form.Item>
        <Form.Item label={t(LABELS.gender)} name="gender" rules={[required(LABELS.gender)]}>
          <Select
            loading={genders.isPending}
            options={(genders.data ?? []).map((g) => ({ value: g.value, label: g.label }))}
          />
        </Form.Item>
        <Form.Item label={t(LABELS.birthDate)} name="birthDate">
          <Input type="date" autoComplete="bday" />
        </Form.Item>
        <Flex gap={8}>
          <Form.Item label={t(LABELS.mobileCode)} name="mobileCode" className="profile-code">
            <Input maxLength={8} inputMode="tel" />
          </Form.Item>
          <Form.Item label={t(LABELS.phone)} name="phone" className="profile-phone">
            <Input maxLength={20} inputMode="tel" autoComplete="tel-national" />
          </Form.Item>
        </Flex>
        <Form.Item
          label={t(LABELS.email)}
          name="email"
          rules={[required(LABELS.email), { type: 'email', message: t('validation.emailFormat') }]}
          extra={
            <Space wrap className="profile-email-state">
              <Tag color={account.emailVerified ? 'green' : 'orange'}>
                {t(account.emailVerified ? 'profile.email.verified' : 'profile.email.unverified')}
              </Tag>
              {!account.emailVerified && account.email && (
                <Button size="small" onClick={() => void sendVerify()} loading={verify.isPending}>
                  {t('profile.email.sendVerify')}
                </Button>
              )}
            </Space>
          }
        >
          <Input maxLength={254} autoComplete="email" inputMode="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('profile.save')}
        </Button>
      </Form>
    </Card>
  );
}
