/** The catalogue: products, SKUs, prices, BV and stock per company and platform. */
export { companyMoney, formatBv, type Money } from './catalog.service.js';
export { skusForCart, type CartSku } from './sku-lookup.service.js';
export {
  createCatalogue,
  type NewCategory,
  type NewProduct,
  type NewSku,
} from './catalog-writer.service.js';
