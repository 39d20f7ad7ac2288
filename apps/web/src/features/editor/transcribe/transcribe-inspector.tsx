import type { CaptionCapabilities } from '@reelwright/contracts';
import { findItem, type TimelineItem } from '@reelwright/timeline';
import { Captions, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { LibraryFile } from '../library/library-file';
import { useEditor, useEditorStore } from '../store/editor-context';
import { canTranscribe, captionsForItem } from './captions-for-item';
import { fetchCaptionCapabilities, transcribeAudio } from './transcribe-api';

type Status =
  | { kind: 'idle' }
  | { kind: 'working'; name: string }
  | { kind: 'done'; count: number; name: string }
  | { kind: 'unavailable'; setup: string | null }
  | { kind: 'failed'; message: string };

const buttonClass =
  'inline-flex items-center gap-1.5 rounded-control px-2 py-1 text-xs font-medium text-studio-ink hover:bg-studio-raised disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-400';

/** Asked once per page: whether the server can transcribe does not change while it runs. */
let capabilities: Promise<CaptionCapabilities> | undefined;
const capabilitiesOnce = () => {
  capabilities ??= fetchCaptionCapabilities().catch((error: unknown) => {
    capabilities = undefined;
    throw error;
  });
  return capabilities;
};
/** For tests: forget the answer. */
export const forgetCaptionCapabilities = () => {
  capabilities = undefined;
};

const newCaptionId = () => `caption-${crypto.randomUUID()}`;

/**
 * 'Transcribe captions' for the selected clip or audio: its file goes to the server's
 * speech-to-text provider and the words come back as captions where the clip plays them (one
 * undo step). Without a provider, says so and what the server's administrator must set.
 */
export function TranscribeInspector({
  fileOf,
}: {
  fileOf: (mediaId: string) => LibraryFile | undefined;
}) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  // The id, not the item: a drag of the selected item re-renders nothing here.
  const itemId = useEditor((state) => {
    const found = state.selectedId ? findItem(state.history.document, state.selectedId) : undefined;
    return found && canTranscribe(found) ? found.id : undefined;
  });
  const [said, setSaid] = useState<{ itemId: string; status: Status } | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  if (!itemId) return null;
  // Another item selected: what was said about the last one no longer applies.
  const status: Status =
    said && (said.itemId === itemId || said.status.kind === 'working')
      ? said.status
      : { kind: 'idle' };

  async function transcribe(target: TimelineItem) {
    const setStatus = (next: Status) => setSaid({ itemId: target.id, status: next });
    const file = fileOf(target.mediaId);
    if (!file) {
      setStatus({ kind: 'failed', message: t('transcribe.noFile') });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setStatus({ kind: 'working', name: target.name });
    try {
      const { transcription } = await capabilitiesOnce();
      if (!transcription.available) {
        setStatus({ kind: 'unavailable', setup: transcription.setup });
        return;
      }
      const result = await transcribeAudio(
        { audio: file.blob, fileName: file.name },
        controller.signal,
      );
      if (result.words.length === 0) {
        setStatus({ kind: 'done', count: 0, name: target.name });
        return;
      }
      store.getState().run(captionsForItem(target, result.words, { newId: newCaptionId }));
      setStatus({ kind: 'done', count: result.words.length, name: target.name });
    } catch (error) {
      if (controller.signal.aborted) {
        setStatus({ kind: 'idle' });
        return;
      }
      if (error instanceof ApiError && error.code === 'TRANSCRIPTION_NOT_CONFIGURED') {
        setStatus({ kind: 'unavailable', setup: error.message });
        return;
      }
      setStatus({
        kind: 'failed',
        message: t('transcribe.failed', {
          message: error instanceof Error ? error.message : String(error),
        }),
      });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  return (
    <div
      role="group"
      aria-label={t('transcribe.group')}
      className="flex flex-wrap items-center gap-2 px-3 py-1 text-xs"
    >
      <button
        type="button"
        className={buttonClass}
        disabled={status.kind === 'working'}
        onClick={() => {
          const item = findItem(store.getState().history.document, itemId);
          if (item) void transcribe(item);
        }}
      >
        <Captions aria-hidden="true" className="size-4" />
        {t('transcribe.action')}
      </button>
      {status.kind === 'working' && (
        <button type="button" className={buttonClass} onClick={() => running.current?.abort()}>
          <X aria-hidden="true" className="size-4" />
          {t('transcribe.cancel')}
        </button>
      )}
      <div role="status" className="min-w-0 flex-1 text-studio-ink-muted">
        {status.kind === 'working' && (
          <span className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-3 animate-spin rounded-full border-2 border-brand-400 border-t-transparent"
            />
            {t('transcribe.working', { name: status.name })}
          </span>
        )}
        {status.kind === 'done' &&
          (status.count === 0
            ? t('transcribe.noWords', { name: status.name })
            : t('transcribe.done', { count: status.count }))}
      </div>
      {status.kind === 'unavailable' && (
        <div role="alert" className="basis-full text-studio-ink">
          <p>{t('transcribe.unavailable')}</p>
          {status.setup && (
            <>
              <p className="mt-1 text-studio-ink-muted">{t('transcribe.setupHint')}</p>
              <p className="mt-0.5 font-mono text-studio-ink-muted">{status.setup}</p>
            </>
          )}
        </div>
      )}
      {status.kind === 'failed' && (
        <p role="alert" className="basis-full text-red-300">
          {status.message}
        </p>
      )}
    </div>
  );
}
