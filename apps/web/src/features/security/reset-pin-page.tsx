import type { ResetByCodeBody } from '@portal/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { RelockButton } from '../../shared/ui/relock-button';
import { useResetPinByCode } from './api/reset-by-code';
import { NARROW_FORM_STYLE, NEW_PIN_LABELS, NewPinFields, ResetCodeField } from './pin-fields';
import { PinResetDone } from './pin-reset-done';
import { FormAlert } from '../../shared/ui/use-form-failure';
import { useServerForm } from '../../shared/ui/use-server-form';
import { useSecurityLinks } from './use-security-links';

const LABELS = { code: 'security.reset.code', ...NEW_PIN_LABELS };

/** Securitysetting/reset: the emailed code and a new PIN. */
export default function ResetPinPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const links = useSecurityLinks();
  const mutation = useResetPinByCode();
  const { failure, formProps } = useServerForm<ResetByCodeBody>('resetPin', LABELS, (values) =>
    mutation.mutateAsync({ ...values, code: values.code.trim() }),
  );

  return (
    <PageFrame titleKey={titleKey}>
      {mutation.isSuccess ? (
        <PinResetDone />
      ) : (
        <Form {...formProps} style={NARROW_FORM_STYLE}>
          <p>{t('security.reset.codeIntro')}</p>
          {failure.summary}
          <FormAlert error={failure.error} />
          <ResetCodeField labelKey={LABELS.code} />
          <NewPinFields />
          <RelockButton type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('security.reset.submit')}
          </RelockButton>
        </Form>
      )}
      {!mutation.isSuccess && (
        <p>
          <Link to={links.forget}>{t('security.links.requestCode')}</Link>
          {' · '}
          <Link to={links.setting}>{t('security.links.back')}</Link>
        </p>
      )}
    </PageFrame>
  );
}
