import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { keyAction } from '../core/keyboard';
import {
  channelName,
  mainMessageSchema,
  progressAt,
  type DisplayState,
  type PopoutMessage,
} from '../core/popout-protocol';
import { ScriptView } from '../scroller/script-view';
import { applyScroll, epochNow, maxScrollOf } from '../scroller/scroll-dom';
import { TELEPROMPTER_NAMESPACE } from '../teleprompter-locales';

/**
 * The teleprompter's own window (`/teleprompter?channel=…`, opened by the studio's 'Open in new
 * window'): the same script, settings and scroll as the studio's, scaled to this window's
 * layout, with the same keys (sent back to the studio, which owns the clock). It needs no
 * session: everything it shows comes from the opener over the channel.
 */
export default function TeleprompterPopoutPage() {
  const { t } = useTranslation(TELEPROMPTER_NAMESPACE);
  useDocumentTitle(t('popout.title'));
  const [params] = useSearchParams();
  const id = params.get('channel');
  const [state, setState] = useState<DisplayState | null>(null);
  const [closed, setClosed] = useState(false);
  const channelRef = useRef<BroadcastChannel | null>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!id) return;
    const channel = new BroadcastChannel(channelName(id));
    channelRef.current = channel;
    const send = (message: PopoutMessage) => channel.postMessage(message);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = mainMessageSchema.safeParse(event.data);
      if (!message.success) return;
      if (message.data.type === 'state') setState(message.data.state);
      else {
        setState(null);
        setClosed(true);
        window.close();
      }
    };
    send({ type: 'hello' });
    const onHide = () => send({ type: 'closed' });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      channel.close();
      channelRef.current = null;
    };
  }, [id]);

  const clock = state?.clock;
  useEffect(() => {
    const viewport = viewportRef.current;
    const content = contentRef.current;
    if (!clock || !viewport || !content) return;
    const render = () =>
      applyScroll(content, progressAt(clock, epochNow()) * maxScrollOf(viewport, content));
    render();
    const observer = new ResizeObserver(render);
    observer.observe(viewport);
    observer.observe(content);
    let frame = 0;
    if (clock.playing) {
      frame = requestAnimationFrame(function step() {
        render();
        frame = requestAnimationFrame(step);
      });
    }
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [clock, state?.script, state?.fontSize]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = keyAction(event);
      if (!action) return;
      event.preventDefault();
      channelRef.current?.postMessage({ type: 'command', action } satisfies PopoutMessage);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <main className="h-dvh bg-black text-white" data-playing={state?.clock.playing ?? false}>
      <h1 className="sr-only">{t('popout.title')}</h1>
      {state ? (
        <ScriptView
          script={state.script}
          fontSize={state.fontSize}
          mirrorX={state.mirrorX}
          mirrorY={state.mirrorY}
          readingLine={state.readingLine}
          countdown={state.countdown}
          label={t('script')}
          emptyText={t('empty')}
          viewportRef={viewportRef}
          contentRef={contentRef}
        />
      ) : (
        <p
          role="status"
          className="grid h-full place-items-center p-8 text-center text-lg text-white/80"
        >
          {closed ? t('popout.closed') : t('popout.waiting')}
        </p>
      )}
    </main>
  );
}
