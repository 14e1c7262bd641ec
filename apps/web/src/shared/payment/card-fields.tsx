import { Form, Input } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export { cardOf, type CardValues } from './card-values';

const required = (t: TFunction, label: string) => ({
  required: true,
  whitespace: true,
  message: t('validation.required', { field: t(label) }),
});
const shaped = (t: TFunction, label: string, pattern: RegExp) => ({
  pattern,
  message: t('validation.format', { field: t(label) }),
});

/**
 * Card: number, expiry, security code and holder (checked again by the provider). Shared by the
 * payment page and the autoship set-up, which hands the card to the server to keep on file.
 */
export function CardFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="cardNumber"
        label={t('payment.card.number')}
        rules={[
          required(t, 'payment.card.number'),
          shaped(t, 'payment.card.number', /^\d{12,19}$/),
        ]}
      >
        <Input inputMode="numeric" autoComplete="cc-number" maxLength={19} />
      </Form.Item>
      <Form.Item
        name="cardExpiry"
        label={t('payment.card.expiry')}
        rules={[
          required(t, 'payment.card.expiry'),
          shaped(t, 'payment.card.expiry', /^(0[1-9]|1[0-2])\/\d{2}$/),
        ]}
      >
        <Input placeholder="MM/YY" autoComplete="cc-exp" maxLength={5} />
      </Form.Item>
      <Form.Item
        name="cardCvc"
        label={t('payment.card.cvc')}
        rules={[required(t, 'payment.card.cvc'), shaped(t, 'payment.card.cvc', /^\d{3,4}$/)]}
      >
        <Input.Password inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
      </Form.Item>
      <Form.Item
        name="cardHolder"
        label={t('payment.card.holder')}
        rules={[required(t, 'payment.card.holder')]}
      >
        <Input autoComplete="cc-name" maxLength={80} />
      </Form.Item>
    </>
  );
}
