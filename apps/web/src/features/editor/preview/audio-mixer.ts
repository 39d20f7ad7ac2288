import { measureLevel, type MixLevel } from './mix-level';

// The preview's sound: each media element → its own gain (the item's gain at the playhead:
// volume × fades × ducking, from the engine) → the mix bus (at the project's master volume) → a
// master gain (the editor's volume, 0 when muted) → the speakers. The level meter listens to the
// bus, before the editor's volume, so it shows what the export would carry whatever the
// listening volume. The AudioContext is made once the page has had a click or a key (browsers
// let it start then): while the page is idle after one (`warm`, suspended until the first play),
// else at the first play. Where Web Audio is missing the element's own volume carries item ×
// master instead (and there is no meter).

export interface AudioMixer {
  /** Creates (or resumes) the AudioContext and routes every known element through it. */
  start: () => void;
  /**
   * Creates the AudioContext and its graph ahead of the first play, suspended (~5–8 ms of the
   * page's thread that would otherwise fall in the click on Play).
   */
  warm: () => void;
  /** The item's gain 0..1 for this element now (remembered until the context exists). */
  setItemVolume: (element: HTMLMediaElement, volume: number) => void;
  /** The editor's volume 0..1; muted silences everything without forgetting the volume. */
  setMaster: (volume: number, muted: boolean) => void;
  /**
   * The project's master volume 0..2 (`masterGain`), on the mix bus: the meter and the export
   * carry it; the editor's listening volume comes after it.
   */
  setMixVolume: (volume: number) => void;
  /** The mix's level over the last ~40 ms, or null while there is no Web Audio mix. */
  level: () => MixLevel | null;
  /** Disconnects and forgets an element that is being thrown away. */
  release: (element: HTMLMediaElement) => void;
  /** Closes the AudioContext; the mixer is not used again. */
  close: () => void;
}

interface Route {
  volume: number;
  /** the value the gain was last set to (or is gliding to) */
  applied?: number;
  source?: MediaElementAudioSourceNode;
  gain?: GainNode;
}

/**
 * Gains glide to each new value with this time constant (s): the playback loop sets them once a
 * frame, and a glide keeps a 200 ms duck from stepping audibly.
 */
const GLIDE_SECONDS = 0.012;
const METER_CHANNELS = 2;
const METER_FFT_SIZE = 2048;

const unit = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

function defaultContext(): AudioContext | null {
  return typeof AudioContext === 'undefined' ? null : new AudioContext();
}

interface Meter {
  analysers: AnalyserNode[];
  buffers: Float32Array<ArrayBuffer>[];
  splitter: ChannelSplitterNode;
}

export function createAudioMixer(
  createContext: () => AudioContext | null = defaultContext,
): AudioMixer {
  const routes = new Map<HTMLMediaElement, Route>();
  let context: AudioContext | null = null;
  let bus: GainNode | null = null;
  let master: GainNode | null = null;
  let meter: Meter | null = null;
  /** no Web Audio here (or it failed): element volumes carry the mix */
  let fallback = false;
  let closed = false;
  let masterVolume = 1;
  let muted = false;
  /** the project's master volume, 0..2 */
  let mixVolume = 1;

  const masterLevel = () => (muted ? 0 : masterVolume);

  function connect(element: HTMLMediaElement, route: Route): void {
    if (context === null || bus === null || route.source) return;
    try {
      route.source = context.createMediaElementSource(element);
      route.gain = context.createGain();
      route.gain.gain.value = route.volume;
      route.applied = route.volume;
      route.source.connect(route.gain).connect(bus);
      element.muted = false;
      element.volume = 1;
    } catch {
      // An element already routed elsewhere: let it play on its own volume.
      applyFallback(element, route);
    }
  }

  function applyFallback(element: HTMLMediaElement, route: Route): void {
    element.muted = muted;
    element.volume = unit(route.volume * mixVolume * masterVolume);
  }

  function apply(element: HTMLMediaElement, route: Route): void {
    if (route.gain) {
      if (route.applied === route.volume) return;
      route.applied = route.volume;
      const param = route.gain.gain;
      if (context && typeof param.setTargetAtTime === 'function')
        param.setTargetAtTime(route.volume, context.currentTime, GLIDE_SECONDS);
      else param.value = route.volume;
    } else if (fallback || context === null) applyFallback(element, route);
  }

  function createMeter(audio: AudioContext, input: AudioNode): Meter | null {
    try {
      const splitter = audio.createChannelSplitter(METER_CHANNELS);
      input.connect(splitter);
      const analysers: AnalyserNode[] = [];
      const buffers: Float32Array<ArrayBuffer>[] = [];
      for (let channel = 0; channel < METER_CHANNELS; channel += 1) {
        const analyser = audio.createAnalyser();
        analyser.fftSize = METER_FFT_SIZE;
        splitter.connect(analyser, channel);
        analysers.push(analyser);
        buffers.push(new Float32Array(analyser.fftSize));
      }
      return { analysers, buffers, splitter };
    } catch {
      return null;
    }
  }

  /** The context and its graph, made once (false where there is no Web Audio). */
  function open(): boolean {
    if (context === null && !fallback) {
      try {
        context = createContext();
      } catch {
        context = null;
      }
      if (context === null) {
        fallback = true;
      } else {
        bus = context.createGain();
        bus.gain.value = mixVolume;
        master = context.createGain();
        master.gain.value = masterLevel();
        bus.connect(master);
        master.connect(context.destination);
        meter = createMeter(context, bus);
        routes.forEach((route, element) => connect(element, route));
      }
    }
    return context !== null;
  }

  let started = false;

  return {
    start() {
      if (closed) return;
      started = true;
      if (open() && context!.state === 'suspended') void context!.resume().catch(() => {});
    },
    warm() {
      if (closed || context !== null || fallback) return;
      // Made after a click, a context runs at once: an idle editor keeps it quiet until Play.
      const audio = open() ? context! : null;
      if (audio && !started && audio.state === 'running')
        void audio
          .suspend()
          .then(() => {
            // A play that came while it was being suspended.
            if (started && !closed) void audio.resume();
          })
          .catch(() => {});
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
    setMixVolume(volume) {
      const next = Number.isFinite(volume) ? Math.min(2, Math.max(0, volume)) : 1;
      if (next === mixVolume) return;
      mixVolume = next;
      if (bus) bus.gain.value = mixVolume;
      routes.forEach((route, element) => {
        if (!route.gain) applyFallback(element, route);
      });
    },
    level() {
      if (!meter) return null;
      meter.analysers.forEach((analyser, channel) =>
        analyser.getFloatTimeDomainData(meter!.buffers[channel]!),
      );
      return measureLevel(meter.buffers);
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
      meter?.splitter.disconnect();
      meter = null;
      bus?.disconnect();
      master?.disconnect();
      if (context) void context.close().catch(() => {});
      context = null;
      bus = null;
      master = null;
    },
  };
}
