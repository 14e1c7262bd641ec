import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { artworkFiles } from '../../src/seed/artwork/index.js';
import { packageOf, productArt } from '../../src/seed/artwork/product-art.js';
import { productImages } from '../../src/seed/catalog.js';
import { carouselRows } from '../../src/seed/data/carousel.js';
import { CATALOG_TEMPLATE } from '../../src/seed/data/catalog.js';

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');
const fillOf = (svg: string) =>
  /<rect width="300" height="300" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];

describe('generated product and carousel pictures', () => {
  it('gives products of other categories another package, and every product its own colour', () => {
    const vitc = productArt({ code: 'VITC', category: 'health', name: 'Vitamin C 1000' });
    const serum = productArt({ code: 'CREAM', category: 'beauty', name: 'Night Repair Cream' });
    const omega = productArt({ code: 'OMEGA', category: 'health', name: 'Omega-3 Fish Oil' });
    expect(packageOf('VITC', 'health')).not.toBe(packageOf('CREAM', 'beauty'));
    expect(vitc).not.toBe(serum);
    // the same category, the same package: the colour and the name still tell them apart
    expect(fillOf(vitc)).not.toBe(fillOf(omega));
    expect(vitc).toContain('Vitamin C 1000');
    expect(omega).toContain('Omega-3 Fish Oil');
    // the same product always gets the same picture
    expect(productArt({ code: 'VITC', category: 'health', name: 'Vitamin C 1000' })).toBe(vitc);
  });

  it('no two products of the catalogue share a picture', () => {
    const own = CATALOG_TEMPLATE.flatMap((c) =>
      c.products.map((p) => productArt({ code: p.code, category: c.code, name: p.names.en })),
    );
    expect(new Set(own).size).toBe(own.length);
  });

  it('every seeded product and carousel slide points at a picture that exists', () => {
    const paths = [
      ...CATALOG_TEMPLATE.flatMap((c) => c.products.flatMap((p) => productImages(p.code, c.code))),
      ...carouselRows().map((r) => r.image_url),
    ];
    const missing = paths.filter((p) => !existsSync(path.join(PUBLIC, p)));
    expect(missing).toEqual([]);
  });

  it('the committed pictures are what the generator writes (run scripts/generate-artwork.ts)', () => {
    for (const file of artworkFiles()) {
      expect(readFileSync(path.join(PUBLIC, file.path), 'utf8'), file.path).toBe(file.svg);
    }
  });
});
