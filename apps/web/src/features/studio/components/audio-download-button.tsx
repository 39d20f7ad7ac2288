import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { fetchAudioFile } from '../api/fetch-audio-file';
import { fileIdOf, type AudioTrack } from '../voice-over-take';
import { secondaryButtonClass } from '../../../components/ui/studio-classes';

const BYTES_PER_MB = 1024 * 1024;

type AudioDownloadButtonProps = {
  track: AudioTrack;
  /** Bytes, when known (from the answer, or from the loaded audio). */
  size: number | null;
};

/** 'Download MP3 (x.x MB)': the file with the server's attachment name. */
export function AudioDownloadButton({ track, size }: AudioDownloadButtonProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const megabytes =
    size === null
      ? null
      : new Intl.NumberFormat(i18n.language, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(Math.max(size / BYTES_PER_MB, size > 0 ? 0.1 : 0));

  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchAudioFile(track.url, { download: true });
      saveBlob(
        file.blob,
        track.filename ?? file.filename ?? `voice-over-${fileIdOf(track.url)}.mp3`,
      );
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'ABORTED')) {
        notify({
          type: 'error',
          title: t('voice.player.downloadFailed'),
          ...(error instanceof Error ? { message: error.message } : {}),
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      className={secondaryButtonClass}
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {megabytes === null
        ? t('voice.player.downloadNoSize')
        : t('voice.player.download', { size: megabytes })}
    </button>
  );
}
