import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { TeleprompterKeyAction } from '../core/keyboard';
import { POP_OUT_SIZE } from '../core/window-geometry';
import {
  channelName,
  popoutMessageSchema,
  popoutPath,
  type DisplayState,
  type MainMessage,
} from '../core/popout-protocol';

type Options = {
  /** what the pop-out should show now */
  state: () => DisplayState;
  /** a key pressed in the pop-out */
  onCommand: (action: TeleprompterKeyAction) => void;
};

/**
 * The teleprompter in a window of its own (1200×800, e.g. on the monitor under the camera). It
 * talks to this one over a BroadcastChannel: it asks for the state when it loads, gets every
 * change (`publish`), and sends its keys back. Closing the teleprompter closes it too.
 */
export function usePopout({ state, onCommand }: Options) {
  const [open, setOpen] = useState(false);
  const channelRef = useRef<BroadcastChannel | null>(null);
  const popupRef = useRef<Window | null>(null);
  const latest = useRef({ state, onCommand });
  useLayoutEffect(() => {
    latest.current = { state, onCommand };
  });

  const post = (message: MainMessage) => channelRef.current?.postMessage(message);

  const disconnect = useCallback(() => {
    channelRef.current?.close();
    channelRef.current = null;
    popupRef.current = null;
    setOpen(false);
  }, []);

  const publish = useCallback(() => {
    channelRef.current?.postMessage({
      type: 'state',
      state: latest.current.state(),
    } satisfies MainMessage);
  }, []);

  /** Opens (or brings forward) the window; false when the browser blocked it. */
  const openPopout = useCallback((): boolean => {
    if (popupRef.current && !popupRef.current.closed) {
      popupRef.current.focus();
      return true;
    }
    disconnect();
    const id = crypto.randomUUID();
    const channel = new BroadcastChannel(channelName(id));
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = popoutMessageSchema.safeParse(event.data);
      if (!message.success) return;
      if (message.data.type === 'hello') publish();
      else if (message.data.type === 'command') latest.current.onCommand(message.data.action);
      else disconnect();
    };
    const popup = window.open(
      popoutPath(id),
      `reelwright-teleprompter-${id}`,
      `popup,width=${POP_OUT_SIZE.width},height=${POP_OUT_SIZE.height}`,
    );
    if (!popup) {
      channel.close();
      return false;
    }
    channelRef.current = channel;
    popupRef.current = popup;
    setOpen(true);
    return true;
  }, [disconnect, publish]);

  // A pop-out closed without saying so (a crash, a killed window) is noticed within a second.
  useEffect(() => {
    if (!open) return;
    const id = window.setInterval(() => {
      if (popupRef.current?.closed) disconnect();
    }, 1000);
    return () => window.clearInterval(id);
  }, [open, disconnect]);

  useEffect(
    () => () => {
      post({ type: 'close' });
      channelRef.current?.close();
      channelRef.current = null;
    },
    [],
  );

  return { open, openPopout, publish };
}
