import type { VideoSample } from 'mediabunny';

// The decoded frames of one video source, shared by every clip cut from it. A clip asks for the
// frame shown at a source time; clips that read the same stretch of the source — the outgoing
// and incoming clips under a crossfade, a clip split in two — read one decoder's frames, so a
// frame is decoded once however many clips show it, and a cut that continues the source goes on
// decoding where the clip before it stopped, with no seek.
//
// A reader is one decoder running forward from a point (mediabunny's `samples(start)`), holding
// the frame it last served and the one after it. A request is served by the reader nearest
// before its time, if that is within FORWARD_S (decoding on is cheaper than a seek); otherwise a
// new reader starts at that time. Readers no request used for a frame are closed by `sweep`.

/** What the frames come from: mediabunny's VideoSampleSink, or a test's stand-in. */
export interface SampleSource {
  samples(startTimestamp?: number): AsyncIterator<VideoSample, void, unknown>;
}

/** Decoding on from a reader's frame is preferred to a seek up to this far ahead (s). */
export const FORWARD_S = 2;
/** Source times closer than this (s) are the same time: frame times are rounded floats. */
const SAME_TIME_S = 1e-6;

interface Reader {
  samples: AsyncIterator<VideoSample, void, unknown>;
  /** the frame last served: the one shown from its timestamp until `ahead`'s */
  current: VideoSample | null;
  /** the next frame; null once the source has no more */
  ahead: VideoSample | null;
  /** the earliest time it can still serve: its start, then the current frame's timestamp */
  floor: number;
  /** the `sweep` round the reader last served in */
  usedIn: number;
  /** requests on one reader run one after another */
  queue: Promise<unknown>;
}

export class SourceFrames {
  private readers: Reader[] = [];
  private round = 0;
  private closed = false;

  constructor(private readonly source: SampleSource) {}

  /**
   * The frame shown at `time` (s): the last one starting at or before it (the first frame for a
   * time before it), or null for a source with no frames. The caller owns and closes it.
   */
  frameAt(time: number): Promise<VideoSample | null> {
    const reader = this.readerFor(time);
    // A request queued before this one may have moved the reader past this time: then this
    // one gets a reader of its own.
    const served = reader.queue.then(() =>
      reader.floor > time + SAME_TIME_S ? this.frameAt(time) : this.advance(reader, time),
    );
    reader.queue = served.catch(() => {});
    return served;
  }

  /** Ends a round of requests (one frame): readers not used in it are closed. */
  sweep(): void {
    const kept: Reader[] = [];
    for (const reader of this.readers)
      if (reader.usedIn === this.round) kept.push(reader);
      else void this.closeReader(reader);
    this.readers = kept;
    this.round += 1;
  }

  /** Closes every reader and the frames they hold. */
  async close(): Promise<void> {
    this.closed = true;
    const readers = this.readers;
    this.readers = [];
    await Promise.all(readers.map((reader) => this.closeReader(reader)));
  }

  private readerFor(time: number): Reader {
    let best: Reader | undefined;
    let bestAt = Number.NEGATIVE_INFINITY;
    for (const reader of this.readers) {
      const at = reader.floor;
      if (at <= time + SAME_TIME_S && time - at <= FORWARD_S && at >= bestAt) {
        best = reader;
        bestAt = at;
      }
    }
    if (best) {
      best.usedIn = this.round;
      return best;
    }
    const reader: Reader = {
      samples: this.source.samples(time),
      current: null,
      ahead: null,
      floor: time,
      usedIn: this.round,
      queue: Promise.resolve(),
    };
    reader.queue = this.start(reader);
    this.readers.push(reader);
    return reader;
  }

  private async start(reader: Reader): Promise<void> {
    reader.current = await this.next(reader);
    reader.ahead = reader.current ? await this.next(reader) : null;
  }

  private async advance(reader: Reader, time: number): Promise<VideoSample | null> {
    while (reader.ahead && reader.ahead.timestamp <= time + SAME_TIME_S) {
      reader.current?.close();
      reader.current = reader.ahead;
      reader.floor = reader.current.timestamp;
      reader.ahead = await this.next(reader);
    }
    if (this.closed) return null;
    return reader.current?.clone() ?? null;
  }

  private async next(reader: Reader): Promise<VideoSample | null> {
    const result = await reader.samples.next();
    return result.done ? null : result.value;
  }

  private async closeReader(reader: Reader): Promise<void> {
    await reader.queue;
    reader.current?.close();
    reader.ahead?.close();
    reader.current = null;
    reader.ahead = null;
    await reader.samples.return?.();
  }
}
