import { Button, Flex, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ItemDraft {
  productSkuId: number;
  name: string;
  qty: number;
}

/**
 * The items of an autoship, changed in place: a quantity per product (1 to 999) and removal;
 * the last product stays (an autoship with nothing to order is cancelled instead).
 */
export function ItemsFields({
  items,
  onChange,
}: {
  items: ItemDraft[];
  onChange: (items: ItemDraft[]) => void;
}) {
  const { t } = useTranslation();
  const set = (id: number, qty: number) =>
    onChange(items.map((item) => (item.productSkuId === id ? { ...item, qty } : item)));
  return (
    <ul className="autoship-lines" aria-label={t('autoship.form.items')}>
      {items.map((item) => (
        <li key={item.productSkuId} className="autoship-line">
          <span>{item.name}</span>
          <Flex gap="small" align="center">
            <InputNumber
              aria-label={t('autoship.manage.qtyOf', { name: item.name })}
              min={1}
              max={999}
              precision={0}
              value={item.qty}
              onChange={(qty) => set(item.productSkuId, typeof qty === 'number' ? qty : 1)}
            />
            <Button
              disabled={items.length === 1}
              aria-label={t('autoship.manage.removeNamed', { name: item.name })}
              onClick={() => onChange(items.filter((i) => i.productSkuId !== item.productSkuId))}
            >
              {t('autoship.manage.remove')}
            </Button>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
