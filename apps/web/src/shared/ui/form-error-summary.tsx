import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
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

/** An error under a field: its name (a path for list fields) and the messages. */
export interface FieldErrorOf {
  name: string | number | (string | number)[];
  errors: string[];
}

interface FailedInfo {
  errorFields: Array<{ name: (string | number)[] }>;
}

/** A failed submit moves focus to the first invalid field (antd scrolls it into view too). */
const SCROLL_TO_FIRST_ERROR = { focus: true } as const;

/**
 * Every antd form's errors, announced (WCAG 3.3.1, 4.1.3): spread `formProps` on the <Form>
 * and render `summary` inside it. A submit that fails the form's own rules focuses the first
 * invalid field and the summary counts the fields to fix; `showFieldErrors` does the same for
 * errors found later (the server's), putting each under its field.
 */
export function useFormErrors(form?: FormInstance) {
  const [count, setCount] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const announce = useCallback((fields: number) => {
    // a fresh text each time: the same count again is still announced
    clearTimeout(timer.current);
    setCount(0);
    timer.current = setTimeout(() => setCount(fields), 50);
  }, []);
  const onFinishFailed = useCallback(
    ({ errorFields }: FailedInfo) => announce(errorFields.length),
    [announce],
  );
  /** For `form.validateFields()` outside a submit: its rejection, announced and focused. */
  const onValidateFailed = useCallback(
    (failure: unknown) => {
      const first = (failure as Partial<FailedInfo>).errorFields?.[0];
      if (!form || !first) return;
      onFinishFailed(failure as FailedInfo);
      form.focusField(first.name);
    },
    [form, onFinishFailed],
  );
  const showFieldErrors = useCallback(
    (fields: FieldErrorOf[]) => {
      const first = fields[0];
      if (!form || !first) return;
      form.setFields(fields);
      announce(fields.length);
      form.focusField(first.name);
    },
    [form, announce],
  );

  return {
    summary: <FormErrorSummary count={count} />,
    formProps: { onFinishFailed, scrollToFirstError: SCROLL_TO_FIRST_ERROR },
    showFieldErrors,
    onValidateFailed,
  };
}
