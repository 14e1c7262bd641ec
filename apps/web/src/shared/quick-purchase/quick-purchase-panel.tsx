import { formatVolume, type ProductCard } from '@portal/contract';
import { Alert, Button, Card, Empty, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppStore } from '../../lib/app-store';
import { messageOf } from '../ui/field-errors';
import { Loading } from '../ui/loading';
import { formatMoney } from '../format/money';
import { ORDER_PAGE_PATHS } from '../order/order-paths';
import { QUICK_PATHS, QUICK_PURCHASE, pickQuickProducts } from './quick-purchase-data';
import { useQuickAdd } from '../api/quick-add';
import { useQuickProducts } from '../api/quick-products';
import './quick-purchase.css';

/**
 * QuickPurchase (spec "Main mode", "Marketplace mode"): a few favourite and pack products of the member's
 * platform, each added to the cart with one click (a pack opens its page to choose its items),
 * and the way on to the checkout. Self-contained: the dashboard places it, and the
 * /dashboard/QuickPurchase page shows it alone.
 */
export default function QuickPurchasePanel({ shown = QUICK_PURCHASE.shown }: { shown?: number }) {
  const { t, i18n } = useTranslation();
  const platform = useAppStore((state) => state.platformName);
  const products = useQuickProducts(platform, QUICK_PURCHASE.read);
  const add = useQuickAdd();
  const [note, setNote] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const onAdd = async (product: ProductCard) => {
    setNote(null);
    try {
      const saved = await add.mutateAsync(product.skuId);
      const key = saved.added ? 'quickPurchase.added' : 'quickPurchase.alreadyInCart';
      setNote({ type: 'success', text: t(key, { name: product.name }) });
    } catch (error) {
      setNote({ type: 'error', text: messageOf(error, t) });
    }
  };

  const body = () => {
    if (products.isPending) return <Loading />;
    if (products.isError) {
      return <Alert type="error" showIcon title={messageOf(products.error, t)} />;
    }
    const { currency, minorUnit } = products.data;
    const chosen = pickQuickProducts(products.data.list, shown);
    if (chosen.length === 0) return <Empty description={t('quickPurchase.empty')} />;
    return (
      <ul className="quick-purchase-list">
        {chosen.map((product) => (
          <li key={product.id} className="quick-purchase-item">
            <div className="quick-purchase-text">
              <strong>{product.name}</strong>
              <span>
                {t('quickPurchase.priceBv', {
                  price: formatMoney(product.memberPrice, minorUnit, currency, i18n.language),
                  bv: formatVolume(product.bv, i18n.language),
                })}
              </span>
            </div>
            {product.kind === 'pack' ? (
              <Link to={`${QUICK_PATHS[platform].detail}?id=${product.id}`}>
                {t('quickPurchase.choose')}
              </Link>
            ) : (
              <Button
                size="small"
                loading={add.isPending && add.variables === product.skuId}
                onClick={() => void onAdd(product)}
                aria-label={t('quickPurchase.addNamed', { name: product.name })}
              >
                {t('quickPurchase.add')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Card className="quick-purchase" title={t('quickPurchase.title')} size="small">
      {note && <Alert type={note.type} showIcon title={note.text} role="status" />}
      {body()}
      <Flex wrap gap="small" justify="end" className="quick-purchase-links">
        <Link to={QUICK_PATHS[platform].mall}>{t('quickPurchase.toMall')}</Link>
        <Link to={ORDER_PAGE_PATHS[platform].confirmPay}>
          <Button type="primary">{t('quickPurchase.toCheckout')}</Button>
        </Link>
      </Flex>
    </Card>
  );
}
