import {
  IDENTITY_TYPES,
  PLACEMENT_CHOICES,
  type Captcha,
  type RegisterBody,
  type SponsorLink,
} from '@portal/contract';
import { Button, Checkbox, Form, Input, Radio, Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../lib/http/api-error';
import { FormAlert, useFormFailure } from '../../shared/ui/use-form-failure';
import { useAllCountries } from './api/all-countries';
import { register } from './api/register';
import { fetchRegistrationCaptcha } from './api/registration-captcha';
import { reportRegistrationStarted } from './api/registration-started';
import { CountryField, RegistrationAddress } from './registration-address';
import { clearDraft, readDraft, saveDone, saveDraft } from './registration-draft';

const FIELDS = [
  'placementId',
  'placement',
  'firstName',
  'lastName',
  'gender',
  'birthDate',
  'nationality',
  'idType',
  'idNumber',
  'email',
  'confirmEmail',
  'mobileCode',
  'phone',
  'password',
  'confirmPassword',
  'countryCode',
  'stateId',
  'stateName',
  'city',
  'address1',
  'zip',
  'agreeTerms',
  'agreeEmail',
] as const;
type Field = (typeof FIELDS)[number];
const LABELS = Object.fromEntries(FIELDS.map((f) => [f, `registration.field.${f}`])) as Record<
  Field,
  string
>;
LABELS.agreeTerms = 'registration.agreeTerms';
LABELS.agreeEmail = 'registration.agreeEmail';

/** /collectInfo/application: every field of spec "Entities and their fields", the rules checked again by the server. */
export function RegistrationForm({ link }: { link: SponsorLink }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const failure = useFormFailure(form, LABELS);
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha>();
  const started = useRef(false);
  const countries = useAllCountries().data ?? [];
  const sponsor = link.sponsorLoginName;
  const initial = {
    placementId: sponsor,
    placement: 'first',
    gender: -1,
    idType: 'passport',
    nationality: link.companyCode === 'WT' ? 'US' : link.companyCode.slice(0, 2),
    mobileCode: link.companyCode === 'WT' ? 'US' : link.companyCode.slice(0, 2),
    countryCode: link.companyCode === 'WT' ? 'US' : link.companyCode.slice(0, 2),
    ...readDraft(sponsor),
  };

  const onChange = (_: unknown, all: Record<string, unknown>) => {
    saveDraft(sponsor, all);
    if (!started.current) {
      started.current = true;
      void reportRegistrationStarted(sponsor).catch(() => {});
    }
  };

  const submit = async (values: Record<string, unknown>) => {
    failure.clear();
    setBusy(true);
    try {
      const { captchaAnswer, ...rest } = values;
      const body = {
        ...rest,
        sponsor,
        ...(captcha
          ? { captcha: { uuid: captcha.uuid, answer: String(captchaAnswer ?? '') } }
          : {}),
      } as RegisterBody;
      const done = await register(body);
      clearDraft();
      saveDone({ loginName: done.loginName, placement: done.placement });
      void navigate('/collectInfo/submitSuccessful');
    } catch (error) {
      failure.fail(error);
      if (
        isApiError(error) &&
        ['captchaRequired', 'verificationCodeError'].includes(error.errorKey ?? '')
      ) {
        setCaptcha(await fetchRegistrationCaptcha().catch(() => undefined));
      }
    } finally {
      setBusy(false);
    }
  };

  const text = (name: Field, extra: object = {}) => (
    <Form.Item
      name={name}
      label={t(LABELS[name])}
      rules={[
        { required: name !== 'zip', message: t('validation.required', { field: t(LABELS[name]) }) },
      ]}
      {...extra}
    >
      <Input autoComplete="off" />
    </Form.Item>
  );
  const countrySelect = (name: Field) => (
    <CountryField name={name} label={t(LABELS[name])} countries={countries} />
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={onChange}
      onFinish={(v) => void submit(v)}
      className="registration-form"
      {...failure.formProps}
    >
      {failure.summary}
      <FormAlert error={failure.error} />
      {text('placementId')}
      <Form.Item name="placement" label={t(LABELS.placement)}>
        <Radio.Group
          options={PLACEMENT_CHOICES.map((c) => ({
            value: c,
            label: t(`registration.placement.${c}`),
          }))}
        />
      </Form.Item>
      {text('firstName')}
      {text('lastName')}
      <Form.Item name="gender" label={t(LABELS.gender)}>
        <Select
          options={[1, 0, -1].map((g) => ({ value: g, label: t(`registration.gender.${g}`) }))}
        />
      </Form.Item>
      <Form.Item name="birthDate" label={t(LABELS.birthDate)} rules={[{ required: true }]}>
        <Input type="date" />
      </Form.Item>
      {countrySelect('nationality')}
      <Form.Item name="idType" label={t(LABELS.idType)}>
        <Select
          options={IDENTITY_TYPES.map((v) => ({ value: v, label: t(`option.identityType.${v}`) }))}
        />
      </Form.Item>
      {text('idNumber')}
      {text('email', { rules: [{ required: true }] })}
      {text('confirmEmail', { rules: [{ required: true }] })}
      {countrySelect('mobileCode')}
      {text('phone')}
      <Form.Item
        name="password"
        label={t(LABELS.password)}
        extra={t('registration.passwordHint')}
        rules={[{ required: true }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t(LABELS.confirmPassword)}
        rules={[{ required: true }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <RegistrationAddress label={(field) => t(LABELS[field as Field])} />
      {text('address1')}
      {text('zip')}
      <Form.Item name="agreeTerms" valuePropName="checked">
        <Checkbox>{t('registration.agreeTerms')}</Checkbox>
      </Form.Item>
      <Form.Item name="agreeEmail" valuePropName="checked">
        <Checkbox>{t('registration.agreeEmail')}</Checkbox>
      </Form.Item>
      {captcha && (
        <Form.Item
          name="captchaAnswer"
          label={t('registration.captcha')}
          rules={[{ required: true }]}
        >
          <Input
            autoComplete="off"
            addonAfter={<img src={captcha.img} alt={t('registration.captcha')} height={32} />}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={busy} block>
        {t('registration.submit')}
      </Button>
    </Form>
  );
}
