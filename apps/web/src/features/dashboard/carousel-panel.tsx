import { LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import type { CarouselItem } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session/session-store';
import { Loading } from '../../shared/ui/loading';
import { useCarousel } from './api/carousel';

const AUTOPLAY_MS = 6000;

function Slide({ item, label }: { item: CarouselItem; label: string }) {
  const figure = (
    <figure className="carousel-slide">
      {/* the slides are 1200 × 360: the size is reserved before the picture loads, below the
          dashboard's figures, so it loads lazily */}
      <img
        className="carousel-image"
        src={item.imageUrl}
        alt=""
        width={1200}
        height={360}
        loading="lazy"
        decoding="async"
      />
      <figcaption className="carousel-caption">{label}</figcaption>
    </figure>
  );
  const link = item.linkUrl;
  if (link?.startsWith('/'))
    return (
      <Link className="carousel-link" to={link}>
        {figure}
      </Link>
    );
  return link ? (
    <a className="carousel-link" href={link}>
      {figure}
    </a>
  ) : (
    figure
  );
}

/** The company's carousel (GET /dashboard/findPagePhotoCarouselData), one slide at a time. */
export function CarouselPanel() {
  const { t } = useTranslation();
  const companyCode = useSession((state) => state.companyCode);
  const carousel = useCarousel(companyCode);
  const items = carousel.data ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // the member's own choice, kept until changed: hover and focus only pause for a while (WCAG 2.2.2)
  const [stopped, setStopped] = useState(false);
  const count = items.length;

  useEffect(() => {
    if (count < 2 || paused || stopped) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, paused, stopped]);

  if (carousel.isPending) return <Loading />;
  // the card's boundary shows the error and its retry
  if (carousel.isError) throw carousel.error;
  const item = items[index % Math.max(count, 1)];
  if (!item) return null;
  return (
    <section
      className="panel carousel"
      aria-roledescription="carousel"
      aria-label={t('web.dashboard.carousel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Slide item={item} label={t(item.title)} />
      {count > 1 && (
        <div className="carousel-controls">
          <button
            type="button"
            aria-label={t('web.dashboard.previous')}
            onClick={() => setIndex((index - 1 + count) % count)}
          >
            <LeftOutlined aria-hidden />
          </button>
          <span className="carousel-position">
            {t('web.dashboard.slide', { current: (index % count) + 1, total: count })}
          </span>
          <button
            type="button"
            aria-label={t('web.dashboard.next')}
            onClick={() => setIndex((index + 1) % count)}
          >
            <RightOutlined aria-hidden />
          </button>
          <button
            type="button"
            aria-label={t(stopped ? 'web.dashboard.play' : 'web.dashboard.pause')}
            onClick={() => setStopped(!stopped)}
          >
            {stopped ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
          </button>
        </div>
      )}
    </section>
  );
}
