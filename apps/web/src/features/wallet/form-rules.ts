import { PIN_PATTERN } from '@portal/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { amountProblem, type AmountCeiling } from './money';

/** 'X is required', named after the field. */
export const requiredRule = (t: TFunction, labelKey: string): FormRule => ({
  required: true,
  whitespace: true,
  message: t('validation.required', { field: t(labelKey) }),
});

/** A choice that must be made (selects): 'X is required' too. */
export const chosenRule = (t: TFunction, labelKey: string): FormRule => ({
  required: true,
  message: t('validation.required', { field: t(labelKey) }),
});

/** A typed amount: positive, at most `decimals` decimals, within every ceiling. */
export function amountRules(
  t: TFunction,
  labelKey: string,
  money: { decimals: number; minorUnit: number; ceilings: AmountCeiling[] },
): FormRule[] {
  return [
    requiredRule(t, labelKey),
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || value.trim() === '') return;
        const problem = amountProblem(value, money.decimals, money.minorUnit, money.ceilings);
        if (!problem) return;
        const field = t(labelKey);
        if (problem.key === 'ceiling') throw new Error(problem.message);
        if (problem.key === 'validation.wallet.amount.tooManyDecimals') {
          throw new Error(t(problem.key, { field, limit: problem.limit }));
        }
        throw new Error(t(problem.key, { field }));
      },
    },
  ];
}

/** The 6-digit PIN (spec "Validation rules"). */
export const pinRules = (t: TFunction, labelKey: string): FormRule[] => [
  requiredRule(t, labelKey),
  {
    pattern: PIN_PATTERN,
    message: t('validation.security.pinFormat', { field: t(labelKey) }),
  },
];
