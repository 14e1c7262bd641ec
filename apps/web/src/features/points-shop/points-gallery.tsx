import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The main picture and a thumbnail per picture (buttons, so the keyboard reaches them), drawn
 * as the mall's product page draws them.
 */
export function PointsGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  if (!current) {
    return <div className="points-gallery-main points-no-image">{t('pointsShop.noImage')}</div>;
  }
  return (
    <div role="group" aria-label={t('pointsShop.gallery', { name })}>
      <img src={current} alt={name} className="points-gallery-main" width={420} height={420} />
      {images.length > 1 && (
        <ul className="points-thumbs">
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                aria-pressed={i === shown}
                aria-label={t('pointsShop.picture', { n: i + 1, total: images.length })}
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
