import {
  GripHorizontal,
  Maximize,
  Maximize2,
  Minimize,
  Minimize2,
  Minus,
  MoveDiagonal2,
  X,
} from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../../components/ui/studio-classes';
import { TELEPROMPTER_NAMESPACE } from '../teleprompter-locales';
import { useWindowFrame } from './use-window-frame';

type FloatingWindowProps = {
  title: string;
  titleId: string;
  /** buttons before the window's own (settings, pop-out) */
  actions?: ReactNode;
  onClose: () => void;
  /** keys pressed anywhere in the window that no control took */
  onKeyDown?: (event: KeyboardEvent) => void;
  /** opens as a narrow, tall column (a vertical project's read) */
  upright?: boolean;
  children: ReactNode;
};

/**
 * A window over the page (not modal: the studio stays usable): title bar to drag, corner to
 * resize, minimise to a bar, maximise / restore, fullscreen, close. Rendered into <body> so no
 * studio layout clips it.
 */
export function FloatingWindow({
  title,
  titleId,
  actions,
  onClose,
  onKeyDown,
  upright = false,
  children,
}: FloatingWindowProps) {
  const { t } = useTranslation(TELEPROMPTER_NAMESPACE);
  const frame = useWindowFrame(upright);
  const windowRef = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === windowRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    windowRef.current?.focus();
  }, []);

  // A native listener: the window is a dialog, not a control, so JSX key handlers do not belong on it.
  const keyHandler = useRef(onKeyDown);
  useLayoutEffect(() => {
    keyHandler.current = onKeyDown;
  });
  useEffect(() => {
    const element = windowRef.current;
    if (!element) return;
    const listener = (event: KeyboardEvent) => {
      if (!event.defaultPrevented) keyHandler.current?.(event);
    };
    element.addEventListener('keydown', listener);
    return () => element.removeEventListener('keydown', listener);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void windowRef.current?.requestFullscreen?.().catch(() => {});
  };

  const { mode, rect } = frame;
  const placement =
    fullscreen || mode === 'maximized'
      ? { left: 0, top: 0, width: '100vw', height: '100dvh' }
      : mode === 'minimized'
        ? { left: 16, bottom: 16, width: 320 }
        : { left: rect.x, top: rect.y, width: rect.width, height: rect.height };

  return createPortal(
    <div
      ref={windowRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-surface="studio"
      data-window-mode={mode}
      style={placement}
      className="fixed z-40 flex flex-col overflow-hidden rounded-card border border-studio-line bg-studio-bg text-studio-ink shadow-2xl outline-none"
    >
      <div
        {...frame.moveHandlers}
        className={`flex h-11 shrink-0 touch-none items-center gap-1 border-b border-studio-line bg-studio-raised px-2 select-none ${
          mode === 'normal' ? 'cursor-move' : ''
        }`}
      >
        <button
          type="button"
          aria-label={t('window.move')}
          onKeyDown={frame.onMoveKey}
          disabled={mode !== 'normal' || fullscreen}
          className={`${iconButtonClass} cursor-move`}
        >
          <GripHorizontal aria-hidden="true" className="size-4" />
        </button>
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold">
          {title}
        </h2>
        {mode !== 'minimized' && actions}
        {!fullscreen && (
          <button
            type="button"
            aria-label={mode === 'minimized' ? t('window.restore') : t('window.minimize')}
            onClick={mode === 'minimized' ? frame.restore : frame.minimize}
            className={iconButtonClass}
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
        )}
        {mode !== 'minimized' && !fullscreen && (
          <button
            type="button"
            aria-label={mode === 'maximized' ? t('window.restore') : t('window.maximize')}
            onClick={frame.toggleMaximize}
            className={iconButtonClass}
          >
            {mode === 'maximized' ? (
              <Minimize2 aria-hidden="true" className="size-4" />
            ) : (
              <Maximize2 aria-hidden="true" className="size-4" />
            )}
          </button>
        )}
        {mode !== 'minimized' && (
          <button
            type="button"
            aria-label={fullscreen ? t('window.exitFullscreen') : t('window.fullscreen')}
            onClick={toggleFullscreen}
            className={iconButtonClass}
          >
            {fullscreen ? (
              <Minimize aria-hidden="true" className="size-4" />
            ) : (
              <Maximize aria-hidden="true" className="size-4" />
            )}
          </button>
        )}
        <button
          type="button"
          aria-label={t('window.close')}
          onClick={onClose}
          className={iconButtonClass}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div
        hidden={mode === 'minimized'}
        className="relative min-h-0 flex-1 [container-type:inline-size]"
      >
        {children}
        {mode === 'normal' && !fullscreen && (
          <button
            type="button"
            {...frame.resizeHandlers}
            onKeyDown={frame.onResizeKey}
            aria-label={t('window.resize')}
            className="absolute right-0 bottom-0 z-10 grid size-5 cursor-nwse-resize touch-none place-items-center text-studio-ink-muted hover:text-studio-ink"
          >
            <MoveDiagonal2 aria-hidden="true" className="size-3.5" />
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
