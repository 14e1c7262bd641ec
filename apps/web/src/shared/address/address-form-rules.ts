import {
  ADDRESS_FIELD_MAX,
  phoneError,
  receiveNameError,
  zipError,
  type Address,
  type AddressInput,
} from '@portal/contract';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** The form's fields, each with the translation key of its label (server errors use them too). */
export const ADDRESS_LABELS = {
  receiveName: 'address.field.receiveName',
  countryCode: 'address.field.countryCode',
  stateId: 'address.field.stateId',
  stateName: 'address.field.stateName',
  city: 'address.field.city',
  area: 'address.field.area',
  zip: 'address.field.zip',
  address1: 'address.field.address1',
  address2: 'address.field.address2',
  address3: 'address.field.address3',
  contactNumber: 'address.field.contactNumber',
  isDefault: 'address.field.isDefault',
} as const;
export type AddressField = keyof typeof ADDRESS_LABELS;

export interface AddressFormValues {
  receiveName?: string;
  countryCode?: string;
  stateId?: number | null;
  stateName?: string;
  city?: string;
  area?: string;
  zip?: string;
  address1?: string;
  address2?: string;
  address3?: string;
  contactNumber?: string;
  isDefault?: boolean;
}

/** The form's first values: the stored address when editing, else empty. */
export function initialAddressValues(address: Address | null | undefined): AddressFormValues {
  if (!address) return { isDefault: false };
  return {
    receiveName: address.receiveName,
    countryCode: address.countryCode,
    stateId: address.stateId,
    stateName: address.stateId === null ? address.stateName : undefined,
    city: address.city,
    area: address.area,
    zip: address.zip,
    address1: address.address1,
    address2: address.address2,
    address3: address.address3,
    contactNumber: address.contactNumber,
    isDefault: address.isDefault,
  };
}

/**
 * The body of save / update; the server trims, normalises and checks it again. A province
 * chosen from the list wins; the typed state is sent only without one (changing the country
 * clears the province).
 */
export function toAddressBody(values: AddressFormValues): AddressInput {
  const stateId = values.stateId ?? null;
  return {
    receiveName: values.receiveName ?? '',
    countryCode: values.countryCode ?? '',
    stateId,
    stateName: stateId === null ? (values.stateName ?? '') : undefined,
    city: values.city ?? '',
    area: values.area ?? '',
    zip: values.zip ?? '',
    address1: values.address1 ?? '',
    address2: values.address2 ?? '',
    address3: values.address3 ?? '',
    contactNumber: values.contactNumber ?? '',
    isDefault: values.isDefault ?? false,
  };
}

/** An antd rule from one of the contract's pure checks (a translation key, or null). */
export function checkRule(
  t: TFunction,
  field: AddressField,
  check: (value: string) => string | null,
): Rule {
  return {
    validator: (_rule: unknown, value: string | undefined) => {
      const key = check(value ?? '');
      if (!key) return Promise.resolve();
      return Promise.reject(new Error(t(key, { field: t(ADDRESS_LABELS[field]) })));
    },
  };
}

/** Required text of at most `max` characters. */
export function textRules(t: TFunction, field: AddressField, max: number, required = true): Rule[] {
  const label = t(ADDRESS_LABELS[field]);
  return [
    ...(required
      ? [{ required: true, whitespace: true, message: t('validation.required', { field: label }) }]
      : []),
    { max, message: t('validation.tooLong', { field: label, limit: max }) },
  ];
}

export const receiveNameRule = (t: TFunction) => checkRule(t, 'receiveName', receiveNameError);
export const zipRule = (t: TFunction, country: string) =>
  checkRule(t, 'zip', (v) => zipError(v, country));
export const phoneRule = (t: TFunction, country: string) =>
  checkRule(t, 'contactNumber', (v) => phoneError(v, country));

export { ADDRESS_FIELD_MAX };
