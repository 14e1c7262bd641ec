import { BANK_FIELD_MAX, type BankAccount, type OptionItem } from '@portal/contract';
import { Alert, Checkbox, Form, Input, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  accountNumberError,
  accountNumberRequired,
  expiryError,
  ibanError,
  isCardType,
  swiftError,
} from './bank-form-rules';

export const BANK_LABELS = {
  bankName: 'bank.field.bankName',
  holderName: 'bank.field.holderName',
  accountType: 'bank.field.accountType',
  accountNumber: 'bank.field.accountNumber',
  expiry: 'bank.field.expiry',
  iban: 'bank.field.iban',
  swiftCode: 'bank.field.swiftCode',
} as const;

/** 'MM/YY' */
const EXPIRY_TEXT_LENGTH = 5;

/** An antd rule from one of the pure checks of bank-form-rules. */
function checkRule(t: TFunction, field: keyof typeof BANK_LABELS, check: (v: string) => unknown) {
  return {
    validator: (_rule: unknown, value: string | undefined) => {
      const key = check(value ?? '');
      if (typeof key !== 'string') return Promise.resolve();
      const limit = BANK_FIELD_MAX[field as keyof typeof BANK_FIELD_MAX];
      return Promise.reject(new Error(t(key, { field: t(BANK_LABELS[field]), limit })));
    },
  } satisfies Rule;
}

function textRules(t: TFunction, field: 'bankName' | 'holderName'): Rule[] {
  const label = t(BANK_LABELS[field]);
  const limit = BANK_FIELD_MAX[field];
  return [
    { required: true, whitespace: true, message: t('validation.required', { field: label }) },
    { max: limit, message: t('validation.tooLong', { field: label, limit }) },
  ];
}

interface Props {
  /** the stored account when editing, null when adding */
  editing: BankAccount | null;
  types: OptionItem[];
}

/** The bank-account form's fields; which ones show depends on the account type. */
export function BankAccountFields({ editing, types }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const type = Form.useWatch<string | undefined>('accountType', form);
  const isCard = isCardType(type);
  const numberRequired = accountNumberRequired(editing, type);
  const keep = (masked: string) => t('bank.form.keepStored', { masked });

  return (
    <>
      <Form.Item label={t(BANK_LABELS.bankName)} name="bankName" rules={textRules(t, 'bankName')}>
        <Input maxLength={BANK_FIELD_MAX.bankName} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t(BANK_LABELS.holderName)}
        name="holderName"
        rules={textRules(t, 'holderName')}
      >
        <Input maxLength={BANK_FIELD_MAX.holderName} autoComplete="name" />
      </Form.Item>
      <Form.Item
        label={t(BANK_LABELS.accountType)}
        name="accountType"
        rules={[
          {
            required: true,
            message: t('validation.required', { field: t(BANK_LABELS.accountType) }),
          },
        ]}
      >
        <Radio.Group options={types.map((o) => ({ value: o.value, label: o.label }))} />
      </Form.Item>
      <Form.Item
        label={t(isCard ? 'bank.field.cardNumber' : BANK_LABELS.accountNumber)}
        name="accountNumber"
        dependencies={['accountType']}
        required={numberRequired}
        extra={editing && !numberRequired ? keep(editing.maskedAccountNumber) : undefined}
        rules={[
          checkRule(t, 'accountNumber', (v) => accountNumberError(v, isCard, numberRequired)),
        ]}
      >
        <Input autoComplete="off" spellCheck={false} inputMode={isCard ? 'numeric' : 'text'} />
      </Form.Item>
      {isCard && (
        <Form.Item
          label={t(BANK_LABELS.expiry)}
          name="expiry"
          required
          extra={t('bank.form.expiryHint')}
          rules={[checkRule(t, 'expiry', (v) => expiryError(v, new Date()))]}
        >
          <Input
            placeholder={t('bank.form.expiryPlaceholder')}
            maxLength={EXPIRY_TEXT_LENGTH}
            autoComplete="off"
          />
        </Form.Item>
      )}
      <Form.Item
        label={t('bank.form.optional', { field: t(BANK_LABELS.iban) })}
        name="iban"
        extra={editing?.maskedIban ? keep(editing.maskedIban) : t('bank.form.ibanHint')}
        rules={[checkRule(t, 'iban', ibanError)]}
      >
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
      {editing?.maskedIban && (
        <Form.Item name="clearIban" valuePropName="checked">
          <Checkbox>{t('bank.form.clearIban')}</Checkbox>
        </Form.Item>
      )}
      <Form.Item
        label={t('bank.form.optional', { field: t(BANK_LABELS.swiftCode) })}
        name="swiftCode"
        extra={t('bank.form.swiftHint')}
        rules={[checkRule(t, 'swiftCode', swiftError)]}
      >
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
      {isCard && <Alert type="info" showIcon title={t('bank.form.cvcNeverStored')} />}
    </>
  );
}
