import { Alert, Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf, messageOf } from './field-errors';
import { useFormErrors } from './form-error-summary';

/**
 * An antd form's errors, its own and the server's: `useFormErrors` (summary, focus on the
 * first invalid field) plus the server's failure. `fail` puts the server's field errors under
 * their fields (named by `labels`), focuses the first and shows its translated message (e.g.
 * 'Security answer incorrect') in an alert above the form.
 */
export function useFormFailure<K extends string>(form: FormInstance, labels: Record<K, string>) {
  const { t } = useTranslation();
  const errors = useFormErrors(form);
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    summary: errors.summary,
    formProps: errors.formProps,
    showFieldErrors: errors.showFieldErrors,
    clear: () => setError(null),
    fail: (failure: unknown) => {
      errors.showFieldErrors(formErrorsOf(failure, t, labels));
      setError(messageOf(failure, t));
    },
  };
}

/** The failure above a form, said at once (role alert); inside a Form.Item for its spacing. */
export function FormAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Form.Item>
      <Alert type="error" showIcon title={error} role="alert" />
    </Form.Item>
  );
}
