/**
 * The shipping-address form, shared by My Account's Logisticmanagerment page and the
 * checkout's confirmPay/AddAddress page. It loads its own pickers (the company's countries,
 * the country's provinces, the province's cities), checks every field as the server does
 * (the contract's rules: receiver name, zip and phone per country), saves through the
 * address calls and reports the stored address.
 *
 * Props (a stable API; add new ones as optional):
 * - `initial?: Address | null` — the address to edit; null or left out adds a new one.
 * - `onSaved(address: Address)` — called once the server stored it (the list query is
 *   already invalidated); the caller closes the form or selects the address.
 * - `onCancel?()` — shows a Cancel button when given.
 * - `showDefault?: boolean` — show "Use as my default address" (default true).
 * - `submitLabel?: string` — the save button's text (default "Save address").
 *
 * Failures (a field the server refused, 'Checking address failed' for a US address the
 * verifier refused, the address limit) show under the fields and in an alert above them.
 */
import type { Address } from '@portal/contract';
import { Flex, Form, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/feedback/feedback';
import { messageOf } from '../ui/field-errors';
import { Loading } from '../ui/loading';
import { RelockButton } from '../ui/relock-button';
import { useFormName } from '../ui/use-unique-id';
import { FormAlert, useFormFailure } from '../ui/use-form-failure';
import { useSaveAddress } from '../api/addresses';
import { useProvinces } from '../api/child-areas';
import { useShippingCountries } from '../api/shipping-countries';
import { AddressFields } from './address-fields';
import {
  ADDRESS_LABELS,
  initialAddressValues,
  toAddressBody,
  type AddressFormValues,
} from './address-form-rules';

export interface AddressFormProps {
  initial?: Address | null;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
  showDefault?: boolean;
  submitLabel?: string;
}

export function AddressForm({
  initial = null,
  onSaved,
  onCancel,
  showDefault = true,
  submitLabel,
}: AddressFormProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<AddressFormValues>();
  const failure = useFormFailure(form, ADDRESS_LABELS);
  const formId = useFormName('address');
  const countries = useShippingCountries();
  const countryCode = Form.useWatch('countryCode', form);
  const countryId = countries.data?.find((c) => c.code === countryCode)?.id ?? null;
  const provinces = useProvinces(countryId);
  const save = useSaveAddress();

  // a new address starts in the company's own country, listed first
  const firstCountry = countries.data?.[0]?.code;
  useEffect(() => {
    if (!initial && firstCountry && !form.getFieldValue('countryCode')) {
      form.setFieldValue('countryCode', firstCountry);
    }
  }, [initial, firstCountry, form]);

  const onFinish = async (values: AddressFormValues) => {
    failure.clear();
    try {
      const body = toAddressBody(values);
      const saved = await save.mutateAsync({ id: initial?.id ?? null, body });
      void message.success(t('address.form.saved'));
      onSaved(saved);
    } catch (error) {
      failure.fail(error);
    }
  };

  if (countries.isPending) return <Loading />;
  if (countries.isError) return <Result status="warning" title={messageOf(countries.error, t)} />;
  return (
    <Form
      id={formId}
      name={formId}
      form={form}
      layout="vertical"
      onFinish={onFinish}
      initialValues={initialAddressValues(initial)}
      {...failure.formProps}
    >
      {failure.summary}
      <FormAlert error={failure.error} />
      <AddressFields
        countries={countries.data}
        // no country yet: nothing to load; a country's list is undefined while it loads
        provinces={countryId === null ? [] : provinces.data}
        showDefault={showDefault}
      />
      <Flex gap="small" justify="flex-end" wrap>
        {onCancel && (
          <RelockButton onClick={onCancel} disabled={save.isPending}>
            {t('address.form.cancel')}
          </RelockButton>
        )}
        <RelockButton type="primary" htmlType="submit" loading={save.isPending}>
          {submitLabel ?? t('address.form.save')}
        </RelockButton>
      </Flex>
    </Form>
  );
}
