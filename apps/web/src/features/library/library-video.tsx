import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoQuery } from './library-api';

/** Bigger videos are only offered for download: the player holds the whole file in memory. */
export const INLINE_VIDEO_MAX_BYTES = 50 * 1_048_576;

/**
 * A stored video (mp4, webm) played in the page with the browser's own controls. Loading,
 * and an error that points at the download button below it, which stays the fallback.
 */
export function LibraryVideo({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation();
  const video = useQuery(videoQuery(id));
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!video.data) return undefined;
    const url = URL.createObjectURL(video.data);
    setSrc(url);
    // the object URL keeps the bytes alive: let them go with the page
    return () => URL.revokeObjectURL(url);
  }, [video.data]);

  if (video.isError) {
    return <Alert type="warning" showIcon message={t('library.videoFailed')} />;
  }
  if (!src) {
    return (
      <div className="library-video-loading" role="status">
        <Spin aria-hidden /> {t('library.videoLoading')}
      </div>
    );
  }
  return (
    <video
      className="library-video"
      controls
      preload="metadata"
      src={src}
      aria-label={t('library.player', { title })}
    >
      {t('library.videoUnsupported')}
    </video>
  );
}
