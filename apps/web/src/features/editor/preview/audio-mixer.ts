// The preview's sound: each media element → its own gain (the item's volume) → a master gain (the
// editor's volume, 0 when muted) → the speakers. The AudioContext is made on the first play, which
// follows a click, so browsers let it start. Where Web Audio is missing the element's own volume
// carries item × master instead.

export interface AudioMixer {
  /** Creates (or resumes) the AudioContext and routes every known element through it. */
  start: () => void;
  /** The item's volume 0..1 for this element (remembered until the context exists). */
  setItemVolume: (element: HTMLMediaElement, volume: number) => void;
  /** The editor's volume 0..1; muted silences everything without forgetting the volume. */
  setMaster: (volume: number, muted: boolean) => void;
  /** Disconnects and forgets an element that is being thrown away. */
  release: (element: HTMLMediaElement) => void;
  /** Closes the AudioContext; the mixer is not used again. */
  close: () => void;
}

interface Route {
  volume: number;
  source?: MediaElementAudioSourceNode;
  gain?: GainNode;
}

const unit = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

function defaultContext(): AudioContext | null {
  return typeof AudioContext === 'undefined' ? null : new AudioContext();
}

export function createAudioMixer(
  createContext: () => AudioContext | null = defaultContext,
): AudioMixer {
  const routes = new Map<HTMLMediaElement, Route>();
  let context: AudioContext | null = null;
  let master: GainNode | null = null;
  /** no Web Audio here (or it failed): element volumes carry the mix */
  let fallback = false;
  let closed = false;
  let masterVolume = 1;
  let muted = false;

  const masterLevel = () => (muted ? 0 : masterVolume);

  function connect(element: HTMLMediaElement, route: Route): void {
    if (context === null || master === null || route.source) return;
    try {
      route.source = context.createMediaElementSource(element);
      route.gain = context.createGain();
      route.gain.gain.value = route.volume;
      route.source.connect(route.gain).connect(master);
      element.muted = false;
      element.volume = 1;
    } catch {
      // An element already routed elsewhere: let it play on its own volume.
      applyFallback(element, route);
    }
  }

  function applyFallback(element: HTMLMediaElement, route: Route): void {
    element.muted = muted;
    element.volume = unit(route.volume * masterVolume);
  }

  function apply(element: HTMLMediaElement, route: Route): void {
    if (route.gain) route.gain.gain.value = route.volume;
    else if (fallback || context === null) applyFallback(element, route);
  }

  return {
    start() {
      if (closed) return;
      if (context === null && !fallback) {
        try {
          context = createContext();
        } catch {
          context = null;
        }
        if (context === null) {
          fallback = true;
        } else {
          master = context.createGain();
          master.gain.value = masterLevel();
          master.connect(context.destination);
          routes.forEach((route, element) => connect(element, route));
        }
      }
      if (context && context.state === 'suspended') void context.resume().catch(() => {});
    },
    setItemVolume(element, volume) {
      if (closed) return;
      let route = routes.get(element);
      if (!route) {
        route = { volume: unit(volume) };
        routes.set(element, route);
        connect(element, route);
      }
      route.volume = unit(volume);
      apply(element, route);
    },
    setMaster(volume, isMuted) {
      masterVolume = unit(volume);
      muted = isMuted;
      if (master) master.gain.value = masterLevel();
      routes.forEach((route, element) => {
        if (!route.gain) applyFallback(element, route);
      });
    },
    release(element) {
      const route = routes.get(element);
      if (!route) return;
      route.source?.disconnect();
      route.gain?.disconnect();
      routes.delete(element);
    },
    close() {
      closed = true;
      routes.forEach((route) => {
        route.source?.disconnect();
        route.gain?.disconnect();
      });
      routes.clear();
      master?.disconnect();
      if (context) void context.close().catch(() => {});
      context = null;
      master = null;
    },
  };
}
