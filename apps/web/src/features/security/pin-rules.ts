import { PIN_PATTERN, RESET_CODE_PATTERN } from '@portal/contract';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** A PIN: exactly 6 digits (spec "Validation rules"). */
export function pinRules(t: TFunction, labelKey: string): Rule[] {
  const field = t(labelKey);
  return [
    { required: true, message: t('validation.required', { field }) },
    { pattern: PIN_PATTERN, message: t('validation.security.pinFormat', { field }) },
  ];
}

/** The confirmation must match the new PIN typed in `pinField` (spec "Validation rules"). */
export function confirmPinRules(
  t: TFunction,
  labelKey: string,
  form: FormInstance,
  pinField = 'pin',
): Rule[] {
  return [
    { required: true, message: t('validation.required', { field: t(labelKey) }) },
    {
      validator: (_rule, value) =>
        !value || value === form.getFieldValue(pinField)
          ? Promise.resolve()
          : Promise.reject(new Error(t('validation.security.pinMismatch'))),
    },
  ];
}

/** The emailed reset code: 6 digits. */
export function codeRules(t: TFunction, labelKey: string): Rule[] {
  return [
    { required: true, message: t('validation.required', { field: t(labelKey) }) },
    { pattern: RESET_CODE_PATTERN, message: t('validation.security.codeFormat') },
  ];
}
