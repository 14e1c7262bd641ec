import { carouselRows } from '../data/carousel.js';
import { CATALOG_TEMPLATE } from '../data/catalog.js';
import { productImages } from '../catalog.js';
import { carouselArt } from './carousel-art.js';
import { categoryArt, productArt } from './product-art.js';

/** One generated picture: its path under apps/web/public (as the seed names it) and its SVG. */
export interface ArtworkFile {
  path: string;
  svg: string;
}

/**
 * Every picture the seed points at: one per product, one per category, one per carousel slide.
 * Pure and deterministic: scripts/generate-artwork.ts writes them, a test holds the committed
 * files to them.
 */
export function artworkFiles(): ArtworkFile[] {
  const files = new Map<string, string>();
  for (const category of CATALOG_TEMPLATE) {
    for (const p of category.products) {
      const [own, shared] = productImages(p.code, category.code);
      files.set(own, productArt({ code: p.code, category: category.code, name: p.names.en }));
      files.set(shared, categoryArt({ code: category.code, name: category.names.en }));
    }
  }
  for (const row of carouselRows()) {
    const campaign = row.title.replace(/^carousel\./, '');
    files.set(row.image_url, carouselArt(campaign, row.platform, campaign));
  }
  return [...files].map(([path, svg]) => ({ path, svg }));
}
