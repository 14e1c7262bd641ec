import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The main picture and a thumbnail per picture (buttons, so the keyboard reaches them). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  if (!current)
    return <div className="shop-gallery-main shop-no-image">{t('shop.mall.noImage')}</div>;
  return (
    <div role="group" aria-label={t('shop.detail.gallery', { name })}>
      <img src={current} alt={name} className="shop-gallery-main" width={420} height={420} />
      {images.length > 1 && (
        <ul className="shop-thumbs">
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                aria-pressed={i === shown}
                aria-label={t('shop.detail.picture', { n: i + 1, total: images.length })}
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
