import type { CheckoutOptions, DeliveryMode } from '@portal/contract';
import { Button, Flex, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AddressSelect } from '../address';
import type { DeliveryDraft } from './delivery-draft';

interface Props {
  options: CheckoutOptions;
  delivery: DeliveryDraft;
  onChange: (delivery: DeliveryDraft) => void;
  addAddressPath: string;
}

/** The delivery modes this company offers (spec "Roles and permissions" switches), the address one always. */
export function deliveryModesOf(options: CheckoutOptions): DeliveryMode[] {
  return [
    'address',
    ...(options.officePickup.enabled ? (['officePickup'] as const) : []),
    ...(options.distributionCentres.length > 0 ? (['distributionCentre'] as const) : []),
  ];
}

/**
 * Where an order goes: a saved address (or a new one), the office, a distribution centre.
 * Shared by the checkout (confirmPay) and the autoship set-up and its change of address.
 */
export function DeliveryChoice({ options, delivery, onChange, addAddressPath }: Props) {
  const { t } = useTranslation();
  const modes = deliveryModesOf(options);
  const addLink = (
    <Link to={addAddressPath}>
      <Button>{t('checkout.addAddress')}</Button>
    </Link>
  );
  return (
    <Flex vertical gap="middle">
      {modes.length > 1 && (
        <Radio.Group
          aria-label={t('checkout.deliveryMode')}
          value={delivery.mode}
          onChange={(event) => onChange({ mode: event.target.value as DeliveryMode })}
        >
          <Flex vertical gap="small">
            {modes.map((mode) => (
              <Radio key={mode} value={mode}>
                {t(`order.delivery.${mode}`)}
                {mode === 'officePickup' && options.officePickup.name
                  ? ` — ${options.officePickup.name}`
                  : ''}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      )}
      {delivery.mode === 'address' && (
        <>
          <AddressSelect
            value={'addressId' in delivery ? delivery.addressId : null}
            onChange={(address) => onChange({ mode: 'address', addressId: address.id })}
            emptyAction={addLink}
          />
          <Link to={addAddressPath}>{t('checkout.addAnotherAddress')}</Link>
        </>
      )}
      {delivery.mode === 'distributionCentre' && (
        <Select
          aria-label={t('checkout.centre')}
          placeholder={t('checkout.centre')}
          value={'centreId' in delivery ? delivery.centreId : undefined}
          onChange={(centreId: number) => onChange({ mode: 'distributionCentre', centreId })}
          options={options.distributionCentres.map((c) => ({ value: c.id, label: c.name }))}
        />
      )}
    </Flex>
  );
}
