import { ShoppingCartOutlined } from '@ant-design/icons';
import { CART_ICON_WIDTH_PX } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppStore } from '../../../lib/app-store';
import { cartCount } from '../../../lib/cart/cart-rules';
import { useCartStore } from '../../../lib/cart/cart-store';
import { CountBadge } from '../../../shared/ui/count-badge';

/** The cart icon (34 px narrow, 38 px wide) with its badge capped at 99+. */
export function CartLink() {
  const { t } = useTranslation();
  const platform = useAppStore((state) => state.platformName);
  const mobile = useAppStore((state) => state.device) === 'mobile';
  const count = useCartStore((state) => cartCount(state, platform));
  const width = mobile ? CART_ICON_WIDTH_PX.narrow : CART_ICON_WIDTH_PX.wide;
  const to = platform === 'wpm' ? '/wpm/shopping/ShoppingCart' : '/shopping/ShoppingCart';
  return (
    <Link
      to={to}
      className="header-icon cart-link"
      style={{ width }}
      aria-label={t('web.header.cart', { count })}
      title={t('web.header.cart', { count })}
    >
      <CountBadge count={count}>
        <ShoppingCartOutlined className="header-icon-glyph" aria-hidden />
      </CountBadge>
    </Link>
  );
}
