import type { PageProps } from '../../shared/ui/page-props';
import { DetailsPage } from './details-page';
import { ExchangePage } from './exchange-page';
import { ProductDetailPage } from './product-detail-page';

/**
 * The points shop's pages (spec "Main mode"): PointsShop/exchange (the index, where
 * /memberBenefit/PointsShop leads), PointsShop/Details (the points history) and
 * PointsShop/ProductDetail; the route table names each by its title.
 */
export default function PointsShopPage(props: PageProps) {
  if (props.titleKey.endsWith('PointsDetails')) return <DetailsPage {...props} />;
  if (props.titleKey.endsWith('ProductDetail')) return <ProductDetailPage {...props} />;
  return <ExchangePage {...props} />;
}
