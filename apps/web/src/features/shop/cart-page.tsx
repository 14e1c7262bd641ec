import type { Cart } from '@portal/contract';
import { Button, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppStore } from '../../lib/app-store';
import { useFeedback } from '../../lib/feedback/feedback';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { AUTOSHIP_PAGE_PATHS } from '../../shared/order/autoship-paths';
import { ORDER_PAGE_PATHS } from '../../shared/order/order-paths';
import { useCart } from './api/cart';
import { useRemoveCartLines } from './api/remove-cart-lines';
import { useUpdateCartQty } from './api/update-cart-qty';
import { CartLine } from './cart-line';
import { catalogPlatformOf, SHOP_PATHS, shopKindOf } from './shop-paths';
import { Money } from '../../shared/format/money-text';
import { Volume } from '../../shared/format/volume-text';
import { LoadFailed } from './shop-ui';
import './shop.css';

type Totals = Cart['totals']['cart'];

function TotalsList({ totals, cart }: { totals: Totals; cart: Cart }) {
  const { t } = useTranslation();
  return (
    <dl className="shop-totals">
      <div>
        <dt>{t('shop.cart.items', { count: totals.quantity })}</dt>
      </div>
      <div>
        <dt>{t('shop.cart.total')}</dt>
        <dd>
          <Money amount={totals.amount} minorUnit={cart.minorUnit} currency={cart.currency} />
        </dd>
      </div>
      <div>
        <dt>{t('shop.cart.totalBv')}</dt>
        <dd>
          <Volume bv={totals.bv} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * ShoppingCart (spec "Main mode", "Marketplace mode"): the platform's list with quantities, removal and exact totals;
 * the autoship cart pages (route param `list: autoship`) show the autoship list the same way.
 * The main and marketplace carts go on to the checkout (confirmPay), the autoship cart to the
 * autoship set-up (AutoCardConfirm).
 */
export default function CartPage({ titleKey, params }: PageProps) {
  const { t } = useTranslation();
  const shop = shopKindOf(
    useAppStore((state) => state.platformName),
    params,
  );
  const cart = useCart(catalogPlatformOf(shop));
  const update = useUpdateCartQty();
  const remove = useRemoveCartLines();
  const { message } = useFeedback();
  const [busyLine, setBusyLine] = useState<number | null>(null);

  const run = async (id: number, work: () => Promise<unknown>, done: string) => {
    setBusyLine(id);
    try {
      await work();
      message.success(t(done));
    } catch (error) {
      message.error(messageOf(error, t));
    } finally {
      setBusyLine(null);
    }
  };

  const section = (data: Cart, autoship: boolean) => {
    const lines = data.items.filter((line) => (line.list === 'autoship') === autoship);
    if (lines.length === 0) return null;
    return (
      <>
        <ul
          className="shop-cart-lines"
          aria-label={t(autoship ? 'shop.cart.autoship' : 'shop.cart.title')}
        >
          {lines.map((line) => (
            <CartLine
              key={line.id}
              line={line}
              currency={data.currency}
              minorUnit={data.minorUnit}
              busy={busyLine === line.id}
              onQty={(qty) =>
                void run(
                  line.id,
                  () => update.mutateAsync({ id: line.id, qty }),
                  'shop.cart.updated',
                )
              }
              onRemove={() =>
                void run(line.id, () => remove.mutateAsync([line.id]), 'shop.cart.removed')
              }
            />
          ))}
        </ul>
        <TotalsList totals={autoship ? data.totals.autoship : data.totals.cart} cart={data} />
      </>
    );
  };

  const content = () => {
    if (cart.isPending) return <Loading />;
    if (cart.isError) {
      return <LoadFailed message={messageOf(cart.error, t)} onRetry={() => void cart.refetch()} />;
    }
    const main = section(cart.data, shop === 'autoship');
    return (
      <>
        {main ?? (
          <Empty description={t('shop.cart.empty')}>
            <Link to={SHOP_PATHS[shop].mall}>
              <Button type="primary">{t('shop.cart.toMall')}</Button>
            </Link>
          </Empty>
        )}
        {main && shop === 'autoship' && (
          <Link to={AUTOSHIP_PAGE_PATHS.setup} className="shop-checkout">
            <Button type="primary" size="large">
              {t('autoship.form.start')}
            </Button>
          </Link>
        )}
        {main && shop !== 'autoship' && (
          <Link to={ORDER_PAGE_PATHS[shop].confirmPay} className="shop-checkout">
            <Button type="primary" size="large">
              {t('checkout.start')}
            </Button>
          </Link>
        )}
      </>
    );
  };

  return <PageFrame titleKey={titleKey}>{content()}</PageFrame>;
}
