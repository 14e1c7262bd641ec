import { ADDRESS_FIELD_MAX, ZIP_EXAMPLES, zipRequired, type AreaItem } from '@portal/contract';
import { AutoComplete, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCities } from '../api/child-areas';
import {
  ADDRESS_LABELS,
  phoneRule,
  receiveNameRule,
  textRules,
  zipRule,
  type AddressFormValues,
} from './address-form-rules';
import { phoneExample } from './address-format';

interface Props {
  countries: AreaItem[];
  /** the provinces of the chosen country; empty when it has no list (typed by hand), undefined while loading */
  provinces: AreaItem[] | undefined;
  showDefault: boolean;
}

const byName = (input: string, option?: { label?: string }) =>
  (option?.label ?? '').toLowerCase().includes(input.toLowerCase());

/** The address fields of spec "Entities and their fields"; the country decides the province list, zip and phone rules. */
export function AddressFields({ countries, provinces, showDefault }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<AddressFormValues>();
  const country = Form.useWatch('countryCode', form) ?? '';
  const stateId = Form.useWatch('stateId', form);
  const hasList = provinces === undefined || provinces.length > 0;
  const cities = useCities(hasList ? stateId : null);
  const label = (field: keyof typeof ADDRESS_LABELS) => t(ADDRESS_LABELS[field]);
  const optional = (field: keyof typeof ADDRESS_LABELS) =>
    t('address.form.optional', { field: label(field) });
  const hasZip = zipRequired(country);
  const zipExample = ZIP_EXAMPLES[country];
  const required = (field: keyof typeof ADDRESS_LABELS) => ({
    required: true,
    message: t('validation.required', { field: label(field) }),
  });

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          label={label('receiveName')}
          name="receiveName"
          required
          extra={t('address.form.receiveNameHint')}
          rules={[receiveNameRule(t)]}
        >
          <Input maxLength={ADDRESS_FIELD_MAX.receiveName} autoComplete="shipping name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label={label('contactNumber')}
          name="contactNumber"
          required
          dependencies={['countryCode']}
          extra={t('address.form.phoneHint', { example: phoneExample(country) })}
          rules={[phoneRule(t, country)]}
        >
          <Input
            type="tel"
            maxLength={ADDRESS_FIELD_MAX.contactNumber}
            autoComplete="shipping tel"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label={label('countryCode')}
          name="countryCode"
          rules={[required('countryCode')]}
        >
          <Select
            showSearch
            filterOption={byName}
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
            onChange={() => form.setFieldsValue({ stateId: null, stateName: '', city: '' })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        {hasList ? (
          <Form.Item label={label('stateId')} name="stateId" rules={[required('stateId')]}>
            <Select
              showSearch
              filterOption={byName}
              loading={provinces === undefined}
              options={(provinces ?? []).map((p) => ({ value: p.id, label: p.name }))}
              onChange={() => form.setFieldValue('city', '')}
            />
          </Form.Item>
        ) : (
          <Form.Item
            label={optional('stateName')}
            name="stateName"
            rules={textRules(t, 'stateName', ADDRESS_FIELD_MAX.stateName, false)}
          >
            <Input maxLength={ADDRESS_FIELD_MAX.stateName} autoComplete="shipping address-level1" />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label={label('city')}
          name="city"
          rules={textRules(t, 'city', ADDRESS_FIELD_MAX.city)}
        >
          <AutoComplete
            options={(cities.data ?? []).map((c) => ({ value: c.name, label: c.name }))}
            filterOption={(input, option) => byName(input, { label: String(option?.value ?? '') })}
            maxLength={ADDRESS_FIELD_MAX.city}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label={optional('area')}
          name="area"
          rules={textRules(t, 'area', ADDRESS_FIELD_MAX.area, false)}
        >
          <Input maxLength={ADDRESS_FIELD_MAX.area} autoComplete="shipping address-level3" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label={hasZip ? label('zip') : optional('zip')}
          name="zip"
          required={hasZip}
          dependencies={['countryCode']}
          extra={
            hasZip
              ? zipExample && t('address.form.zipHint', { example: zipExample })
              : t('address.form.zipNotUsed')
          }
          rules={[zipRule(t, country)]}
        >
          <Input maxLength={ADDRESS_FIELD_MAX.zip} autoComplete="shipping postal-code" />
        </Form.Item>
      </Col>
      {(['address1', 'address2', 'address3'] as const).map((line, index) => (
        <Col xs={24} key={line}>
          <Form.Item
            label={index === 0 ? label(line) : optional(line)}
            name={line}
            rules={textRules(t, line, ADDRESS_FIELD_MAX.addressLine, index === 0)}
          >
            <Input
              maxLength={ADDRESS_FIELD_MAX.addressLine}
              autoComplete={`shipping address-line${index + 1}`}
            />
          </Form.Item>
        </Col>
      ))}
      {showDefault && (
        <Col xs={24}>
          <Form.Item name="isDefault" valuePropName="checked">
            <Checkbox>{label('isDefault')}</Checkbox>
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
