import { AUTH_QUERY } from '@portal/contract';
import { useSearchParams } from 'react-router-dom';
import { ForgotPasswordForm } from './forgot-password-form';
import { RecoveryCard } from './recovery-card';
import { ResetPasswordForm } from './reset-password-form';

/** /Retrieveinformation: asks for a reset link, or with `?token=` sets the new password. */
export default function RetrieveInformationPage() {
  const [params] = useSearchParams();
  const token = params.get(AUTH_QUERY.token)?.trim();
  return (
    <RecoveryCard titleKey="web.page.Retrieveinformation">
      {token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />}
    </RecoveryCard>
  );
}
