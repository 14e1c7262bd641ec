/** The shared shipping-address parts (Logisticmanagerment, checkout's AddAddress). */
export { AddressForm, type AddressFormProps } from './address-form';
export {
  AddressCard,
  AddressSelect,
  AddressText,
  defaultAddressOf,
  type AddressSelectProps,
} from './address-select';
export { addressesQuery, useAddresses } from '../api/addresses';
export { useAddressCheckConfig } from '../api/address-check-config';
export { addressLines, addressOneLine, displayPhone } from './address-format';
// registration area pickers
export { useCities, useProvinces } from '../api/child-areas';
