/**
 * The points shop (docs/points-shop.md): products priced in vacation points, exchanged for an
 * order paid in points. No other module needs it yet; its calls are its routes.
 */
export {
  businessMonthOf,
  exchangeMinBv,
  exchangePoints,
  previewExchange,
} from './points-shop.service.js';
