import { Alert, Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf, messageOf } from '../../lib/ui/field-errors';

/**
 * A form's failure: the server's field errors go under their fields, its translated
 * message (e.g. 'Security answer incorrect') into an alert above the form.
 */
export function useFormFailure<K extends string>(form: FormInstance, labels: Record<K, string>) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    clear: () => setError(null),
    fail: (failure: unknown) => {
      form.setFields(formErrorsOf(failure, t, labels));
      setError(messageOf(failure, t));
    },
  };
}

/** The failure above a form; inside a Form.Item so it keeps the form's spacing. */
export function FormAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Form.Item>
      <Alert type="error" showIcon title={error} role="alert" />
    </Form.Item>
  );
}
