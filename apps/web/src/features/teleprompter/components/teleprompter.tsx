import { ExternalLink, Pause, Play, RotateCcw, Settings } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  iconButtonClass,
  labelClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';
import { keyAction, type TeleprompterKeyAction } from '../core/keyboard';
import { toProgressClock, type DisplayState } from '../core/popout-protocol';
import type { RecordingKind, RecordingOrientation } from '../core/recording-format';
import { stepSpeed } from '../core/teleprompter-settings';
import { readingFontSize } from '../core/window-geometry';
import { usePopout } from '../popout/use-popout';
import type { Recording } from '../recording/recording';
import { useMediaStream } from '../recording/use-media-stream';
import { useTake } from '../recording/use-take';
import { ScriptView } from '../scroller/script-view';
import { useTeleprompterScroll } from '../scroller/use-teleprompter-scroll';
import { TELEPROMPTER_NAMESPACE } from '../teleprompter-locales';
import { useTeleprompterSettings } from '../use-teleprompter-settings';
import { FloatingWindow } from '../window/floating-window';
import { CameraPreview } from './camera-preview';
import { MicLevelMeter } from './mic-level-meter';
import { RecordingPanel, type SaveState } from './recording-panel';
import { SettingsPanel } from './settings-panel';

/** How long 'Saved' shows before the button is back to idle (spec §9). */
export const SAVED_MARKER_MS = 3000;

export type TeleprompterProps = {
  script: string;
  /** settings are kept per user */
  userId: string;
  onClose: () => void;
  /** hands the take to the studio; the window closes when it resolves */
  onUse: (recording: Recording) => Promise<void>;
  /** stores the take in the editor's media library */
  onSaveToMedia: (recording: Recording) => Promise<void>;
  /** 'portrait' for a vertical project: the camera records 720×1280, the window reads upright */
  orientation?: RecordingOrientation;
};

const isTyping = (event: KeyboardEvent): boolean => {
  const target = event.target as HTMLElement;
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return true;
  // Space on a focused button or link presses it.
  return event.key === ' ' && target.closest('button, a, summary') !== null;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The teleprompter: the script scrolling in a floating window, the camera or microphone, and a
 * take recorded while it scrolls, which the user downloads, hands to the studio or saves to the
 * editor's media library. For a vertical project it records upright and reads like a phone held
 * by the lens: a narrow column, larger type, an upright camera preview.
 */
export function Teleprompter({
  script,
  userId,
  onClose,
  onUse,
  onSaveToMedia,
  orientation = 'landscape',
}: TeleprompterProps) {
  const { t } = useTranslation(TELEPROMPTER_NAMESPACE);
  const titleId = useId();
  const [settings, updateSettings] = useTeleprompterSettings(userId);
  const [showSettings, setShowSettings] = useState(false);
  const [kind, setKind] = useState<RecordingKind>('video');
  const [countdown, setCountdown] = useState<number | null>(null);
  /** the save button's state and the 'Use' failure, each for the take it is about */
  const [saving, setSaving] = useState<{ take: Recording; state: SaveState } | null>(null);
  const [keptTake, setKeptTake] = useState<Recording | null>(null);
  const [using, setUsing] = useState(false);
  const [useFailure, setUseFailure] = useState<{ take: Recording; message: string } | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [popoutBlocked, setPopoutBlocked] = useState(false);
  const publishRef = useRef<() => void>(() => {});

  const upright = orientation === 'portrait';
  const stream = useMediaStream(kind, true, t('camera.noDevices'), orientation);
  const scroll = useTeleprompterScroll({
    speed: settings.speed,
    onClockChange: () => publishRef.current(),
  });
  const take = useTake({
    onStarted: scroll.play,
    onEnded: scroll.pause,
    onCountdown: setCountdown,
    unsupportedMessage: t('recording.unsupported'),
    emptyMessage: t('recording.empty'),
  });

  const runAction = (action: TeleprompterKeyAction) => {
    if (action === 'toggle') scroll.toggle();
    else if (action === 'top') scroll.reset();
    else updateSettings({ speed: stepSpeed(settings.speed, action === 'speedUp' ? 'up' : 'down') });
  };

  const displayState = (): DisplayState => ({
    script,
    fontSize: settings.fontSize,
    mirrorX: settings.mirrorX,
    mirrorY: settings.mirrorY,
    readingLine: settings.readingLine,
    countdown,
    clock: toProgressClock(scroll.clock(), scroll.maxScroll(), performance.timeOrigin),
  });
  const popout = usePopout({ state: displayState, onCommand: runAction });
  const { publish, open: poppedOut } = popout;
  useLayoutEffect(() => {
    publishRef.current = publish;
  });
  useEffect(() => {
    publish();
  }, [script, settings, countdown, publish, poppedOut]);

  const currentTake = take.phase.kind === 'stopped' ? take.phase.take : null;
  const save: SaveState =
    saving !== null && saving.take === currentTake ? saving.state : { kind: 'idle' };
  const useError =
    useFailure !== null && useFailure.take === currentTake ? useFailure.message : null;
  useEffect(() => {
    if (saving?.state.kind !== 'saved') return;
    const id = window.setTimeout(
      () => setSaving({ take: saving.take, state: { kind: 'idle' } }),
      SAVED_MARKER_MS,
    );
    return () => window.clearTimeout(id);
  }, [saving]);

  const record = () => {
    if (stream.status === 'ready') take.start(stream.stream, kind, settings.countdown);
  };
  /** A take not used or saved is not thrown away by a new recording without asking. */
  const startRecording = () => {
    if (currentTake !== null && currentTake !== keptTake) setConfirmReplace(true);
    else record();
  };

  const saveTake = async () => {
    const target = currentTake;
    if (!target) return;
    setSaving({ take: target, state: { kind: 'saving' } });
    try {
      await onSaveToMedia(target);
      setKeptTake(target);
      setSaving({ take: target, state: { kind: 'saved' } });
    } catch (error) {
      setSaving({ take: target, state: { kind: 'failed', message: messageOf(error) } });
    }
  };

  const handToStudio = async () => {
    const target = currentTake;
    if (!target) return;
    setUsing(true);
    setUseFailure(null);
    try {
      await onUse(target);
      setUsing(false);
      onClose();
    } catch (error) {
      setUsing(false);
      setUseFailure({ take: target, message: messageOf(error) });
    }
  };

  const resetAll = () => {
    take.abort();
    scroll.pause();
    scroll.reset();
  };

  const unsaved =
    take.phase.kind === 'countdown' ||
    take.phase.kind === 'recording' ||
    take.phase.kind === 'finishing' ||
    (currentTake !== null && currentTake !== keptTake);
  const requestClose = () => (unsaved ? setConfirmClose(true) : onClose());

  const onKeyDown = (event: KeyboardEvent) => {
    const action = keyAction({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      inTextField: isTyping(event),
    });
    if (!action) return;
    event.preventDefault();
    runAction(action);
  };

  const recordingBusy = take.phase.kind === 'countdown' || take.phase.kind === 'recording';

  return (
    <>
      <FloatingWindow
        title={t('title')}
        titleId={titleId}
        onClose={requestClose}
        onKeyDown={onKeyDown}
        upright={upright}
        actions={
          <>
            <button
              type="button"
              aria-label={t('window.settings')}
              aria-pressed={showSettings}
              onClick={() => setShowSettings((value) => !value)}
              className={`${iconButtonClass} aria-pressed:bg-studio-bg aria-pressed:text-studio-ink`}
            >
              <Settings aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              aria-label={t('window.popOut')}
              onClick={() => setPopoutBlocked(!popout.openPopout())}
              className={iconButtonClass}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
            </button>
          </>
        }
      >
        <div className="flex h-full flex-col @2xl:flex-row">
          <div className="min-h-[180px] flex-1">
            <ScriptView
              script={script}
              fontSize={readingFontSize(settings.fontSize, upright)}
              narrow={upright}
              mirrorX={settings.mirrorX}
              mirrorY={settings.mirrorY}
              readingLine={settings.readingLine}
              countdown={countdown}
              label={t('script')}
              emptyText={t('empty')}
              viewportRef={scroll.viewportRef}
              contentRef={scroll.contentRef}
            />
          </div>
          <aside className="max-h-[55%] shrink-0 space-y-4 overflow-y-auto border-studio-line p-4 @2xl:max-h-none @2xl:w-80 @2xl:border-l">
            {showSettings && <SettingsPanel settings={settings} onChange={updateSettings} />}
            {popoutBlocked && (
              <p role="alert" className="text-sm text-studio-notice-ink">
                {t('window.popOutBlocked')}
              </p>
            )}
            {popout.open && (
              <p className="text-xs text-studio-ink-muted">{t('window.poppedOut')}</p>
            )}
            <CameraPreview kind={kind} stream={stream} onRetry={stream.retry} upright={upright} />
            {upright && kind === 'video' && (
              <p className="text-xs text-studio-ink-muted">{t('camera.upright')}</p>
            )}
            {stream.status === 'ready' && <MicLevelMeter stream={stream.stream} />}

            <section className="space-y-2">
              <h3 className={labelClass}>{t('text.label')}</h3>
              <div className="flex flex-wrap items-center gap-2">
                <button type="button" onClick={scroll.toggle} className={secondaryButtonClass}>
                  {scroll.playing ? (
                    <Pause aria-hidden="true" className="size-4" />
                  ) : (
                    <Play aria-hidden="true" className="size-4" />
                  )}
                  {scroll.playing ? t('text.stop') : t('text.start')}
                </button>
                <button type="button" onClick={scroll.reset} className={secondaryButtonClass}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {t('text.reset')}
                </button>
                <span role="status" className="text-xs text-studio-ink-muted">
                  {scroll.atEnd && !scroll.playing ? t('text.ended') : ''}
                </span>
              </div>
            </section>

            <RecordingPanel
              kind={kind}
              onKindChange={setKind}
              phase={take.phase}
              canRecord={stream.status === 'ready'}
              onStart={startRecording}
              onStop={() => void take.stop()}
              onAbort={take.abort}
              save={save}
              onSave={() => void saveTake()}
              using={using}
              useError={useError}
              onUse={() => void handToStudio()}
              upright={upright}
            />

            <button
              type="button"
              onClick={resetAll}
              disabled={take.phase.kind === 'finishing'}
              className={`${secondaryButtonClass} w-full`}
            >
              {t('result.resetAll')}
            </button>
            {recordingBusy && <span className="sr-only">{t('recording.label')}</span>}
          </aside>
        </div>
      </FloatingWindow>
      <ConfirmDialog
        open={confirmClose}
        title={t('closeConfirm.title')}
        confirmLabel={t('closeConfirm.confirm')}
        cancelLabel={t('closeConfirm.cancel')}
        danger
        onConfirm={() => {
          take.abort();
          setConfirmClose(false);
          onClose();
        }}
        onClose={() => setConfirmClose(false)}
      >
        {t('closeConfirm.text')}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmReplace}
        title={t('replaceConfirm.title')}
        confirmLabel={t('replaceConfirm.confirm')}
        cancelLabel={t('replaceConfirm.cancel')}
        danger
        onConfirm={() => {
          setConfirmReplace(false);
          record();
        }}
        onClose={() => setConfirmReplace(false)}
      >
        {t('replaceConfirm.text')}
      </ConfirmDialog>
    </>
  );
}
