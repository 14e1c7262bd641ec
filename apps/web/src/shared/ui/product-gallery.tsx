import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './product-gallery.css';

/**
 * A product's main picture and a thumbnail per picture (buttons, so the keyboard reaches them):
 * the mall's product page and the points shop's show their products the same way.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  if (!current) {
    return (
      <div className="product-gallery-main product-gallery-empty">{t('web.gallery.noImage')}</div>
    );
  }
  return (
    <div role="group" aria-label={t('web.gallery.label', { name })}>
      <img src={current} alt={name} className="product-gallery-main" width={420} height={420} />
      {images.length > 1 && (
        <ul className="product-gallery-thumbs">
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                aria-pressed={i === shown}
                aria-label={t('web.gallery.picture', { n: i + 1, total: images.length })}
                onClick={() => setShown(i)}
              >
                <img src={url} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
