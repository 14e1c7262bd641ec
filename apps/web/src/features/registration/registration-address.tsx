import { REGISTRATION_FIELD_MAX as MAX, type AreaItem } from '@portal/contract';
import { Alert, AutoComplete, Button, Form, Input, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../shared/ui/field-errors';
import { useCities, useProvinces } from '../../shared/address';
import { useAllCountries } from './api/all-countries';

type Label = (field: string) => string;

const byName = (input: string, option?: { label?: string }) =>
  (option?.label ?? '').toLowerCase().includes(input.toLowerCase());

/** A country picker over the area table's countries (nationality, phone country). */
export function CountryField({
  name,
  label,
  countries,
}: {
  name: string;
  label: string;
  countries: AreaItem[];
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true }]}>
      <Select
        showSearch
        filterOption={byName}
        options={countries.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
      />
    </Form.Item>
  );
}

/**
 * The address of spec "Entities and their fields"'s registration fields: country → state/province → city from the area
 * calls. A country without a province list takes a typed name; the city list only suggests.
 */
export function RegistrationAddress({ label }: { label: Label }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const countries = useAllCountries();
  const countryCode = Form.useWatch('countryCode', form) as string | undefined;
  const stateId = Form.useWatch('stateId', form) as number | null | undefined;
  const country = countries.data?.find((c) => c.code === countryCode);
  const provinces = useProvinces(country?.id);
  const hasList = !country || provinces.isPending || (provinces.data?.length ?? 0) > 0;
  const cities = useCities(hasList ? stateId : null);

  if (countries.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (countries.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        message={messageOf(countries.error, t)}
        action={
          <Button size="small" onClick={() => void countries.refetch()}>
            {t('registration.preference.retry')}
          </Button>
        }
      />
    );
  }
  const required = (field: string) => ({
    required: true,
    message: t('validation.required', { field: label(field) }),
  });
  return (
    <>
      <Form.Item name="countryCode" label={label('countryCode')} rules={[required('countryCode')]}>
        <Select
          showSearch
          filterOption={byName}
          options={countries.data.map((c) => ({ value: c.code, label: c.name }))}
          onChange={() => form.setFieldsValue({ stateId: null, stateName: '', city: '' })}
        />
      </Form.Item>
      {hasList ? (
        <Form.Item name="stateId" label={label('stateId')} rules={[required('stateId')]}>
          <Select
            showSearch
            filterOption={byName}
            loading={provinces.isFetching}
            options={(provinces.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            onChange={() => form.setFieldValue('city', '')}
          />
        </Form.Item>
      ) : (
        <Form.Item name="stateName" label={label('stateName')}>
          <Input maxLength={MAX.city} autoComplete="address-level1" />
        </Form.Item>
      )}
      <Form.Item name="city" label={label('city')} rules={[required('city')]}>
        <AutoComplete
          options={(cities.data ?? []).map((c) => ({ value: c.name, label: c.name }))}
          filterOption={(input, option) => byName(input, { label: String(option?.value ?? '') })}
          maxLength={MAX.city}
        />
      </Form.Item>
    </>
  );
}
