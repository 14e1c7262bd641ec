import { AUTH_FIELD_MAX, type LoginBody, type LoginResult } from '@portal/contract';
import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/http/api-error';
import { lazyPage } from '../../lib/lazy/lazy-page';
import { useRelock } from '../../shared/ui/use-relock';
import { messageOf } from '../../shared/ui/field-errors';
import { fetchCaptchaRequired, useCaptcha } from './api/captcha';
import { useLogin } from './api/login';
import type { CaptchaFieldProps } from './captcha-field';
import { FormErrorSummary } from '../../shared/ui/form-error-summary';
import { TextField } from './text-field';

// only asked for after failed logins: not on the login page's critical path
const CaptchaField = lazyPage<CaptchaFieldProps>(() =>
  import('./captcha-field').then((m) => ({ default: m.CaptchaField })),
);

type FieldName = 'username' | 'password' | 'captcha';
type Errors = Partial<Record<FieldName, string>>;
const FIELD_ORDER: FieldName[] = ['username', 'password', 'captcha'];

/** Username, password and, when the server asks for it, the captcha. */
export function LoginForm({ onSuccess }: { onSuccess: (result: LoginResult) => Promise<void> }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [summaryCount, setSummaryCount] = useState(0);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const mutation = useLogin();
  const relock = useRelock();
  const set = (name: FieldName, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const checkCaptcha = async () => {
    const username = values.username.trim();
    if (!username || captchaShown) return;
    try {
      if ((await fetchCaptchaRequired(username)).required) setCaptchaShown(true);
    } catch {
      // the login answer says so too
    }
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (!values.username.trim()) found.username = t('web.login.usernameRequired');
    if (!values.password) found.password = t('web.login.passwordRequired');
    if (captchaShown && !values.captcha.trim()) found.captcha = t('web.login.captchaRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (relock.locked || mutation.isPending) return;
    relock.lock();
    const found = validate();
    setErrors(found);
    setFailure(null);
    const invalid = FIELD_ORDER.filter((name) => found[name]);
    setSummaryCount(invalid.length);
    if (invalid[0]) {
      // the first field to fix takes the focus; its message is tied to it (text-field.tsx)
      document.getElementById(`login-${invalid[0]}`)?.focus();
      return;
    }
    const body: LoginBody = {
      username: values.username.trim(),
      password: values.password,
      uuid: captchaShown ? (captcha.data?.uuid ?? null) : null,
      captcha: captchaShown ? values.captcha.trim() : null,
    };
    try {
      await onSuccess(await mutation.mutateAsync(body));
    } catch (error) {
      setFailure(messageOf(error, t));
      if (isApiError(error) && error.details.captchaRequired === true) setCaptchaShown(true);
      if (captchaShown) {
        set('captcha', '');
        void captcha.refetch();
      }
    }
  };

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormErrorSummary count={summaryCount} />
      {failure && (
        <div className="form-alert" role="alert">
          {failure}
        </div>
      )}
      <TextField
        id="login-username"
        name="username"
        label={t('web.login.username')}
        value={values.username}
        onChange={(event) => set('username', event.target.value)}
        onBlur={() => void checkCaptcha()}
        error={errors.username}
        autoComplete="username"
        maxLength={AUTH_FIELD_MAX.loginName}
      />
      <TextField
        id="login-password"
        name="password"
        type="password"
        label={t('web.login.password')}
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={errors.password}
        autoComplete="current-password"
        maxLength={AUTH_FIELD_MAX.password}
      />
      {captchaShown && (
        <Suspense fallback={null}>
          <CaptchaField
            value={values.captcha}
            onChange={(value) => set('captcha', value)}
            error={errors.captcha ?? null}
            captcha={captcha.data}
            loading={captcha.isFetching}
            onRefresh={() => void captcha.refetch()}
          />
        </Suspense>
      )}
      {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus */}
      <button
        type="submit"
        className="primary-button login-submit"
        aria-disabled={mutation.isPending || relock.locked || undefined}
      >
        {mutation.isPending && <span className="spinner spinner-small" aria-hidden />}
        {t('web.login.submit')}
      </button>
    </form>
  );
}
