import { ORDER_PAGE_PATHS } from '../../shared/order/order-paths';

/** Where the points shop lives (spec "Main mode": PointsShop exchange and Details, ProductDetail). */
export const POINTS_SHOP_PAGE_PATHS = {
  exchange: '/memberBenefit/PointsShop/exchange',
  details: '/memberBenefit/PointsShop/Details',
  detail: '/memberBenefit/PointsShop/ProductDetail',
  /** an exchange is an order of the main platform: its history lists it */
  orderHistory: ORDER_PAGE_PATHS.bzz.history,
  /** where a member without an address adds one */
  addresses: '/myAccount/Logisticmanagerment',
} as const;

export const pointsProductPath = (id: number) => `${POINTS_SHOP_PAGE_PATHS.detail}?id=${id}`;

/** The product id of a ProductDetail address (`?id=`), or null when there is none. */
export function pointsProductIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
