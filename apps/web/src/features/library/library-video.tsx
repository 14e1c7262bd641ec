import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { videoQuery } from './api/library-video';

/** Bigger videos are only offered for download: the player holds the whole file in memory. */
export const INLINE_VIDEO_MAX_BYTES = 50 * 1_048_576;

/**
 * A stored video (mp4, webm) played in the page with the browser's own controls. Loading,
 * and an error that points at the download button below it, which stays the fallback.
 */
export function LibraryVideo({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation();
  const video = useQuery(videoQuery(id));
  const player = useRef<HTMLVideoElement>(null);
  const blob = video.data;
  useEffect(() => {
    const element = player.current;
    if (!blob || !element) return undefined;
    // the object URL keeps the bytes alive: made with the player, let go with it
    const url = URL.createObjectURL(blob);
    element.setAttribute('src', url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  if (video.isError) {
    return <Alert type="warning" showIcon message={t('library.videoFailed')} />;
  }
  if (!blob) {
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
      ref={player}
      aria-label={t('library.player', { title })}
    >
      {t('library.videoUnsupported')}
    </video>
  );
}
