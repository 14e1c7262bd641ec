/** The catalogue: products, SKUs, prices, BV and stock per company and platform. */
export { companyMoney, formatBv, type Money } from './catalog.service.js';
export { skusForCart, type CartSku } from './sku-lookup.service.js';
export {
  createCatalogue,
  type NewCategory,
  type NewProduct,
  type NewSku,
} from './catalog-writer.service.js';
// orders: the SKUs an order prices and the stock it takes and gives back;
// promotions: the stock a product prize takes when it is handed out
export {
  returnStock,
  skusForOrder,
  skusForOrderOfJson,
  skusForOrderQuery,
  takeStock,
  takeStockByCode,
  takeStockWith,
  type CodedStockTake,
  type OrderSku,
  type StockTake,
} from './stock.service.js';
// points shop: the SKUs priced in vacation points
export {
  pointsProductDetail,
  pointsProductPage,
  pointsSkusFor,
  setPointsPrice,
  type PointPricedSku,
} from './points-price.service.js';
// the unnamed-picture sweep (flows/picture-sweep.flow.ts): which stored pictures products show
export { productPictureUrl, productPicturesShown } from './catalog-pictures.service.js';
// the console home: SKUs low on stock per company
export { lowStockCounts } from './stock-console.service.js';
// the daily low-stock alert (flows/stock-alert.flow.ts)
export {
  claimStockAlert,
  lowStockForAlert,
  stockAlertSentOn,
  type LowStockLine,
} from './stock-alert.service.js';
