import { PASSWORD_FIRST_CHAR, PROFILE_PASSWORD_LENGTH } from '@portal/contract';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** Spec 5: 6 to 13 characters, beginning with a letter or digit. */
export function newPasswordRules(t: TFunction, field: string): Rule[] {
  const label = t(field);
  return [
    { required: true, message: t('validation.required', { field: label }) },
    {
      min: PROFILE_PASSWORD_LENGTH.min,
      message: t('validation.tooShort', { field: label, limit: PROFILE_PASSWORD_LENGTH.min }),
    },
    {
      max: PROFILE_PASSWORD_LENGTH.max,
      message: t('validation.tooLong', { field: label, limit: PROFILE_PASSWORD_LENGTH.max }),
    },
    { pattern: PASSWORD_FIRST_CHAR, message: t('validation.passwordFormat', { field: label }) },
  ];
}

/** The confirmation must match the new password. */
export function confirmRules(t: TFunction, field: string, form: FormInstance): Rule[] {
  return [
    { required: true, message: t('validation.required', { field: t(field) }) },
    {
      validator: (_rule, value) =>
        !value || value === form.getFieldValue('newPassword')
          ? Promise.resolve()
          : Promise.reject(new Error(t('validation.passwordMismatch', { field: t(field) }))),
    },
  ];
}
