import { i18n } from '../i18n';
import { MEDIA_NAMESPACE } from './media-locales';
import type { Unplayable } from './playability';

/**
 * Why a file cannot be played, in the current language, with what to convert it to: 'ProRes
 * video can't be played in this browser — convert it to MP4 (H.264)'.
 */
export function describeUnplayable(reason: Unplayable): string {
  const t = i18n.getFixedT(null, MEDIA_NAMESPACE);
  if (reason.kind === 'empty') return t('unplayable.empty');
  const target =
    reason.media === 'audio'
      ? t('unplayable.targets.audio')
      : reason.kind === 'codec' && reason.track === 'audio'
        ? t('unplayable.targets.videoSound')
        : t('unplayable.targets.video');
  if (reason.kind === 'container') {
    return reason.format === null
      ? t('unplayable.containerUnknown', { target })
      : t('unplayable.container', { format: reason.format, target });
  }
  if (reason.track === 'video') {
    return reason.codec === null
      ? t('unplayable.videoCodecUnknown', { target })
      : t('unplayable.videoCodec', { codec: reason.codec, target });
  }
  return reason.codec === null
    ? t('unplayable.audioCodecUnknown', { target })
    : t('unplayable.audioCodec', { codec: reason.codec, target });
}
