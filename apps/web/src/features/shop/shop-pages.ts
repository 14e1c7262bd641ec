/**
 * The shop's pages in one chunk: they share most of their code (cards, money, the cart calls),
 * and pieces split between three small chunks were merged by the build into the first screens.
 */
export { default as MallPage } from './mall-page';
export { default as ProductDetailPage } from './product-detail-page';
export { default as CartPage } from './cart-page';
