import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The form's error summary, said by screen readers when it changes (a polite live region,
 * WCAG 4.1.3), and seen by nobody: each field shows its own message, tied to it by antd
 * (aria-describedby, aria-invalid). The region stays mounted so each new text is announced.
 */
export function FormErrorSummary({ count }: { count: number }) {
  const { t } = useTranslation();
  const text =
    count === 0 ? '' : count === 1 ? t('web.a11y.formError') : t('web.a11y.formErrors', { count });
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {text}
    </p>
  );
}

interface FailedInfo {
  errorFields: Array<{ name: (string | number)[] }>;
}

/**
 * For an antd form: on a failed submit the summary counts the fields to fix (focus goes to
 * the first of them through the ConfigProvider's form defaults, providers.tsx). Spread
 * `formProps` on the <Form>, render `summary` inside it.
 */
export function useFormErrors() {
  const [count, setCount] = useState(0);
  const onFinishFailed = useCallback(({ errorFields }: FailedInfo) => {
    // a fresh text each time: the same count again is still announced
    setCount(0);
    setTimeout(() => setCount(errorFields.length), 50);
  }, []);
  return { summary: <FormErrorSummary count={count} />, formProps: { onFinishFailed } };
}
