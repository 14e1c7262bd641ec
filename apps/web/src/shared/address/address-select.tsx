/**
 * Choosing one of the member's saved addresses (the checkout) and showing one.
 *
 * `AddressSelect` props (a stable API; add new ones as optional):
 * - `value?: number | null` — the chosen address id.
 * - `onChange(address: Address)` — the member chose this address.
 * - `addresses?: Address[]` — the list to choose from; left out, it reads the member's
 *   addresses itself (GET qry/consignee/address, the shared `addressKeys.list()` cache entry).
 * - `emptyAction?: ReactNode` — shown under the empty notice (e.g. an "Add address" button).
 * When nothing is chosen yet and the list has a default, it is NOT chosen for the caller:
 * spec "Validation rules" wants an address chosen; use `defaultAddressOf(list)` to preselect it.
 *
 * `AddressCard` props: `address`, `actions?: ReactNode` (buttons under it).
 */
import type { Address } from '@portal/contract';
import { Card, Empty, Flex, Radio, Result, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../ui/field-errors';
import { Loading } from '../ui/loading';
import { useAddresses } from '../api/addresses';
import { addressLines, displayPhone } from './address-format';

export interface AddressSelectProps {
  value?: number | null;
  onChange: (address: Address) => void;
  addresses?: Address[];
  emptyAction?: ReactNode;
}

/** The member's default address, else the first, else undefined. */
export const defaultAddressOf = (list: readonly Address[]) =>
  list.find((a) => a.isDefault) ?? list[0];

/** One address as a label prints it: receiver, lines, phone, and a Default tag. */
export function AddressText({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <address className="address-text" style={{ fontStyle: 'normal' }}>
      <Flex gap="small" align="center" wrap>
        <strong>{address.receiveName}</strong>
        {address.isDefault && <Tag color="blue">{t('address.list.default')}</Tag>}
      </Flex>
      {addressLines(address).map((line, index) => (
        <div key={index}>{line}</div>
      ))}
      <div>{t('address.list.phone', { phone: displayPhone(address.contactNumber) })}</div>
    </address>
  );
}

export function AddressCard({ address, actions }: { address: Address; actions?: ReactNode }) {
  return (
    <Card size="small" actions={actions ? [actions] : undefined}>
      <AddressText address={address} />
    </Card>
  );
}

function SelectList({
  list,
  value,
  onChange,
  emptyAction,
}: AddressSelectProps & { list: Address[] }) {
  const { t } = useTranslation();
  if (list.length === 0) {
    return <Empty description={t('address.select.none')}>{emptyAction}</Empty>;
  }
  return (
    <Radio.Group
      aria-label={t('address.select.label')}
      value={value ?? null}
      onChange={(event) => {
        const chosen = list.find((a) => a.id === event.target.value);
        if (chosen) onChange(chosen);
      }}
    >
      <Flex vertical gap="small">
        {list.map((address) => (
          <Radio key={address.id} value={address.id}>
            <AddressText address={address} />
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}

function OwnAddresses(props: AddressSelectProps) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  if (addresses.isPending) return <Loading />;
  if (addresses.isError) return <Result status="warning" title={messageOf(addresses.error, t)} />;
  return <SelectList {...props} list={addresses.data} />;
}

export function AddressSelect(props: AddressSelectProps) {
  return props.addresses ? (
    <SelectList {...props} list={props.addresses} />
  ) : (
    <OwnAddresses {...props} />
  );
}
