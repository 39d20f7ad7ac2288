import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/save-blob';
import { useEditor, useEditorStore } from '../store/editor-context';
import {
  CAPTION_FILE_MAX_BYTES,
  captionFile,
  hasCaptions,
  importCaptionFile,
} from './caption-files';

const buttonClass =
  'inline-flex items-center gap-1 rounded-control px-2 py-1 text-xs font-medium text-studio-ink hover:bg-studio-raised disabled:cursor-not-allowed disabled:opacity-40';

type Notice = { kind: 'status' | 'error'; text: string } | null;

const newId = () => `caption-${crypto.randomUUID()}`;

/** Import an SRT/WebVTT file onto the caption track; download the project's captions as either. */
export function CaptionFileControls() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const any = useEditor((state) => hasCaptions(state.history.document));

  const read = async (file: File) => {
    if (file.size > CAPTION_FILE_MAX_BYTES) {
      const error = t('timeline.captionTool.tooBig');
      setNotice({
        kind: 'error',
        text: t('timeline.captionTool.importError', { name: file.name, error }),
      });
      return;
    }
    setNotice({ kind: 'status', text: t('timeline.captionTool.importing', { name: file.name }) });
    const text = await file.text();
    const imported = importCaptionFile(store.getState().history.document, text, file.name, newId);
    if (!imported.ok) {
      setNotice({
        kind: 'error',
        text: t('timeline.captionTool.importError', { name: file.name, error: imported.error }),
      });
      return;
    }
    store.getState().run(() => imported.result);
    setNotice({
      kind: 'status',
      text: t('timeline.captionTool.imported', { name: file.name, count: imported.count }),
    });
  };

  const download = (format: 'srt' | 'vtt') => {
    const text = captionFile(store.getState().history.document, format);
    const type = format === 'srt' ? 'application/x-subrip' : 'text/vtt';
    saveBlob(new Blob([text], { type: `${type};charset=utf-8` }), `captions.${format}`);
  };

  return (
    <div
      role="group"
      aria-label={t('timeline.captionTool.files')}
      className="flex flex-wrap items-center gap-1 px-3 py-1 text-xs"
    >
      <input
        ref={input}
        type="file"
        accept=".srt,.vtt,application/x-subrip,text/vtt"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-caption-file-input
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <button type="button" className={buttonClass} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" className="size-3.5" />
        {t('timeline.captionTool.import')}
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={!any}
        aria-label={t('timeline.captionTool.downloadSrt')}
        onClick={() => download('srt')}
      >
        <Download aria-hidden="true" className="size-3.5" />
        SRT
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={!any}
        aria-label={t('timeline.captionTool.downloadVtt')}
        onClick={() => download('vtt')}
      >
        <Download aria-hidden="true" className="size-3.5" />
        WebVTT
      </button>
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`min-w-0 flex-1 ${notice.kind === 'error' ? 'rounded bg-studio-notice px-2 py-0.5 text-studio-notice-ink' : 'text-studio-ink-muted'}`}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
