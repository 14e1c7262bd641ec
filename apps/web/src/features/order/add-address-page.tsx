import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from '../../lib/app-store';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { AddressForm } from '../../shared/address';
import { ORDER_PAGE_PATHS } from '../../shared/order/order-paths';

/** confirmPay/AddAddress: the shared address form; the saved address is chosen for the order. */
export default function AddAddressPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirmPay = ORDER_PAGE_PATHS[useAppStore((state) => state.platformName)].confirmPay;
  return (
    <PageFrame titleKey={titleKey}>
      <AddressForm
        submitLabel={t('checkout.useAddress')}
        onSaved={(address) => navigate(confirmPay, { state: { addressId: address.id } })}
        onCancel={() => navigate(confirmPay)}
      />
    </PageFrame>
  );
}
