import { AMOUNT_PATTERN, PIN_LENGTH, PIN_PATTERN, type OrderPaymentMethod } from '@portal/contract';
import { Checkbox, Form, Input, Radio } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CardValues } from '../../../shared/payment/card-values';

export interface PaymentValues extends CardValues {
  method?: OrderPaymentMethod;
  account?: 'bonus' | 'eproduct';
  pin?: string;
  sponsorPassword?: string;
  /** split (card or third party): part of the amount from the e-wallet first */
  split?: boolean;
  splitAmount?: string;
}

const required = (t: TFunction, label: string) => ({
  required: true,
  whitespace: true,
  message: t('validation.required', { field: t(label) }),
});
const shaped = (t: TFunction, label: string, pattern: RegExp) => ({
  pattern,
  message: t('validation.format', { field: t(label) }),
});

/** E-wallet: the account paid from, the PIN and, for the e-product account, the sponsor's. */
export function EwalletFields({ account }: { account: PaymentValues['account'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="account" label={t('payment.account')} initialValue="bonus">
        <Radio.Group>
          <Radio value="bonus">{t('order.account.bonus')}</Radio>
          <Radio value="eproduct">{t('order.account.eproduct')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="pin"
        label={t('payment.pin')}
        rules={[required(t, 'payment.pin'), shaped(t, 'payment.pin', PIN_PATTERN)]}
      >
        <Input.Password inputMode="numeric" maxLength={PIN_LENGTH} autoComplete="off" />
      </Form.Item>
      {account === 'eproduct' && (
        <Form.Item
          name="sponsorPassword"
          label={t('payment.sponsorPassword')}
          rules={[required(t, 'payment.sponsorPassword')]}
        >
          <Input.Password autoComplete="off" />
        </Form.Item>
      )}
    </>
  );
}

/**
 * Split payment: the e-wallet pays the part the member names first, under its PIN;
 * the card or the third party pays the rest. The server checks the part is less than the due.
 */
export function SplitFields({
  split,
  account,
}: {
  split: PaymentValues['split'];
  account: PaymentValues['account'];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="split" valuePropName="checked">
        <Checkbox>{t('payment.split')}</Checkbox>
      </Form.Item>
      {split && (
        <>
          <Form.Item
            name="splitAmount"
            label={t('payment.splitAmount')}
            rules={[
              required(t, 'payment.splitAmount'),
              shaped(t, 'payment.splitAmount', AMOUNT_PATTERN),
            ]}
          >
            <Input inputMode="decimal" maxLength={16} />
          </Form.Item>
          <EwalletFields account={account} />
        </>
      )}
    </>
  );
}
