import type { Usage } from '@reelwright/contracts';
import type { TimelineDocument } from '@reelwright/timeline';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { EncoderSupport } from '../engine/encoder-support';
import type { ExportEngine } from '../engine/export-engine';
import {
  UnreadableSourcesError,
  type ExportJob,
  type ExportProgress,
  type ExportRequest,
  type ExportResult,
  type UnreadableSource,
} from '../engine/export-job';
import { ExportModal } from './export-modal';
import { PostExportModal } from './post-export-modal';

const document: TimelineDocument = {
  schemaVersion: 5,
  format: '16:9',
  duckingDb: 12,
  masterVolume: 1,
  totalDuration: 60_000,
  tracks: [
    {
      id: 'main-video',
      name: 'Main Video',
      type: 'main',
      items: [
        {
          id: 'a',
          mediaId: 'm',
          name: 'clip',
          url: '',
          type: 'videos',
          trackId: 'main-video',
          trackType: 'main',
          startTime: 0,
          duration: 2000,
          trimStart: 0,
          volume: 1,
          opacity: 1,
        },
      ],
    },
  ],
};
const job: ExportJob = { document, media: () => new Blob(['x']) };
const usage: Usage = {
  scriptsGenerated: 0,
  audioGenerated: 0,
  thumbnailsGenerated: 0,
  videosCreated: 1,
};

const bothAvailable: EncoderSupport = {
  webm: { available: true, videoCodec: 'vp9', audioCodec: 'opus', reason: null, realtime: false },
  mp4: { available: true, videoCodec: 'avc', audioCodec: 'aac', reason: null, realtime: false },
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An engine whose run is driven by the test. */
function fakeEngine(
  support: EncoderSupport | Promise<EncoderSupport> = bothAvailable,
  webCodecs = true,
  unreadable: UnreadableSource[] = [],
) {
  const runs: { request: ExportRequest; done: ReturnType<typeof deferred<ExportResult>> }[] = [];
  const engine: ExportEngine = {
    hasWebCodecs: () => webCodecs,
    checkSupport: vi.fn(async () => support),
    checkSources: vi.fn(async () => unreadable),
    run: vi.fn((request: ExportRequest) => {
      const done = deferred<ExportResult>();
      request.signal?.addEventListener('abort', () =>
        done.reject(new DOMException('Aborted', 'AbortError')),
      );
      runs.push({ request, done });
      return done.promise;
    }),
  };
  return { engine, runs };
}

const progress = (percent: number, extra: Partial<ExportProgress> = {}): ExportProgress => ({
  phase: 'rendering',
  percent,
  framesDone: 30,
  framesTotal: 60,
  framesPerSecond: 15,
  secondsLeft: 2,
  ...extra,
});

const result: ExportResult = {
  blob: new Blob([new Uint8Array(1_572_864)], { type: 'video/mp4' }),
  mimeType: 'video/mp4',
  fileName: 'exported-video.mp4',
  duration: 2,
  format: 'mp4',
};

const inRouter = (children: ReactNode) => <MemoryRouter>{children}</MemoryRouter>;

function setup(
  options: {
    support?: EncoderSupport | Promise<EncoderSupport>;
    webCodecs?: boolean;
    countVideo?: () => Promise<Usage>;
    job?: ExportJob | null;
    subscription?: string;
    userId?: string;
    unreadable?: UnreadableSource[];
    onCompleted?: (made: ExportResult) => void;
    onPublish?: () => void;
  } = {},
) {
  const { engine, runs } = fakeEngine(options.support, options.webCodecs, options.unreadable);
  const onClose = vi.fn();
  const onExported = vi.fn();
  const countVideo = options.countVideo ?? vi.fn(async () => usage);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:result'), revokeObjectURL: vi.fn() }),
  );
  render(
    inRouter(
      <ExportModal
        open
        job={options.job === undefined ? job : options.job}
        onClose={onClose}
        onExported={onExported}
        engine={engine}
        countVideo={countVideo}
        subscription={options.subscription}
        userId={options.userId}
        onCompleted={options.onCompleted}
        onPublish={options.onPublish}
      />,
    ),
  );
  const dialog = () => screen.getByRole('dialog', { name: 'Export video', hidden: true });
  return { engine, runs, onClose, onExported, countVideo, dialog };
}

const startButton = () => screen.getByRole('button', { name: 'Export', hidden: true });
/** Starts once the encoder check has answered (the button waits for it), as a user would. */
async function startExport() {
  await waitFor(() => expect((startButton() as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(startButton());
}

const radio = (name: RegExp) =>
  screen.getByRole('radio', { name, hidden: true }) as HTMLInputElement;

describe('ExportModal', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('goes settings → exporting with progress → completed, and counts the video', async () => {
    const { runs, onExported, countVideo } = setup({ subscription: 'pro' });
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    expect(radio(/MP4/).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Resolution'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Frame rate'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Quality'), { target: { value: 'low' } });
    await act(async () => {});
    fireEvent.click(await screen.findByRole('radio', { name: /MP4/, hidden: true }));
    await startExport();

    expect(runs).toHaveLength(1);
    expect(runs[0]!.request.settings).toEqual({
      resolution: { width: 1920, height: 1080 },
      fps: 60,
      quality: 'low',
      format: 'mp4',
      scaling: 'fit',
      loudness: { enabled: true, targetLufs: -14 },
    });
    expect(runs[0]!.request.document).toBe(document);
    act(() => runs[0]!.request.onProgress?.(progress(62.5)));
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar.getAttribute('aria-valuenow')).toBe('63');
    expect(screen.getByText('63%')).toBeTruthy();
    expect(screen.getByText('15.0 frames/s')).toBeTruthy();
    expect(screen.getByText('Time left: 0:02')).toBeTruthy();
    expect(screen.getByText('Please do not close this window.')).toBeTruthy();

    await act(async () => runs[0]!.done.resolve(result));
    expect(screen.getByText('Your video is ready')).toBeTruthy();
    expect(screen.getByText(/File size: 1\.5 MB/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download video', hidden: true });
    expect(link.getAttribute('href')).toBe('blob:result');
    expect(link.getAttribute('download')).toBe('exported-video.mp4');
    expect(countVideo).toHaveBeenCalledExactlyOnceWith({ width: 1920, height: 1080, fps: 60 });
    expect(onExported).toHaveBeenCalledWith(usage);
  });

  it('returns to the settings with the error message when the export fails', async () => {
    const { runs } = setup();
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    await startExport();
    await act(async () => runs[0]!.done.reject(new Error('Timeout loading media')));
    expect(screen.getByRole('alert', { hidden: true }).textContent).toMatch(
      'Export error: Timeout loading media',
    );
    expect((startButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('cannot be closed while exporting; Cancel stops and returns to the settings', async () => {
    const { runs, onClose, dialog } = setup();
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    await startExport();
    expect(
      (
        screen.getByRole('button', {
          name: 'Close the export dialog',
          hidden: true,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { hidden: true })).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    });
    expect(runs[0]!.request.signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
    expect(startButton()).toBeTruthy();
  });

  it('Close after a finished export frees the result and starts again at the settings', async () => {
    const { runs, onClose } = setup();
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    await startExport();
    await act(async () => runs[0]!.done.resolve(result));
    const buttons = screen.getAllByRole('button', { name: 'Close', hidden: true });
    fireEvent.click(buttons[buttons.length - 1]!);
    expect(onClose).toHaveBeenCalledWith({ completed: true });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:result');
    expect(startButton()).toBeTruthy();
  });

  it("hands the finished file over, and 'Publish' closes without the thumbnail question", async () => {
    const onCompleted = vi.fn();
    const onPublish = vi.fn();
    const { runs, onClose } = setup({ onCompleted, onPublish });
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    await startExport();
    await act(async () => runs[0]!.done.resolve(result));
    expect(onCompleted).toHaveBeenCalledWith(result);
    fireEvent.click(screen.getByRole('button', { name: 'Publish…', hidden: true }));
    expect(onClose).toHaveBeenCalledWith({ completed: false });
    expect(onPublish).toHaveBeenCalledOnce();
    expect(startButton()).toBeTruthy();
  });

  it('offers no Publish without a way to publish', async () => {
    const { runs } = setup();
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    await startExport();
    await act(async () => runs[0]!.done.resolve(result));
    expect(screen.queryByRole('button', { name: 'Publish…', hidden: true })).toBeNull();
  });

  it("'New export' goes back to the settings", async () => {
    const { runs } = setup();
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    await startExport();
    await act(async () => runs[0]!.done.resolve(result));
    fireEvent.click(screen.getByRole('button', { name: 'New export', hidden: true }));
    expect((startButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the plan has no videos left but still offers the download', async () => {
    const countVideo = vi.fn(async () => {
      throw new ApiError('Video limit reached', { status: 402, code: 'QUOTA_EXCEEDED' });
    });
    const { runs, onExported } = setup({ countVideo });
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    await startExport();
    await act(async () => runs[0]!.done.resolve(result));
    expect(screen.getByRole('status', { hidden: true }).textContent).toMatch(/no videos left/);
    expect(screen.getByRole('link', { name: 'Download video', hidden: true })).toBeTruthy();
    expect(onExported).not.toHaveBeenCalled();
  });

  it('disables unavailable formats with the reason and notes real-time recording', async () => {
    setup({
      webCodecs: false,
      support: {
        webm: { available: true, videoCodec: null, audioCodec: null, reason: null, realtime: true },
        mp4: {
          available: false,
          videoCodec: null,
          audioCodec: null,
          reason: 'noWebCodecs',
          realtime: true,
        },
      },
    });
    // The dialog opens before the browser has answered: the answer disables MP4.
    expect(
      await screen.findByText('Needs WebCodecs, which this browser does not have.'),
    ).toBeTruthy();
    const mp4 = screen.getByRole('radio', { name: /MP4/, hidden: true });
    expect((mp4 as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/records it in real time/)).toBeTruthy();
  });

  it('cannot start with an empty timeline', async () => {
    setup({ job: { document: { ...document, tracks: [] }, media: () => undefined } });
    await screen.findByRole('radio', { name: /MP4/, hidden: true });
    expect((startButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/at least one item/)).toBeTruthy();
  });

  it('opens on MP4, enabled while the browser is still asked, and waits to start', async () => {
    const answer = deferred<EncoderSupport>();
    setup({ support: answer.promise });
    expect(radio(/MP4/).checked).toBe(true);
    expect(radio(/MP4/).disabled).toBe(false);
    expect(radio(/WebM/).disabled).toBe(false);
    expect(screen.getByText('Checking what this browser can encode…')).toBeTruthy();
    expect((startButton() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer.resolve(bothAvailable));
    expect(radio(/MP4/).checked).toBe(true);
    expect((startButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('falls back to WebM where this browser cannot encode MP4', async () => {
    setup({
      support: {
        ...bothAvailable,
        mp4: { ...bothAvailable.mp4, available: false, videoCodec: null, reason: 'noVideoEncoder' },
      },
    });
    await waitFor(() => expect(radio(/WebM/).checked).toBe(true));
    expect(radio(/MP4/).disabled).toBe(true);
  });

  it("remembers each account's last format, and only for that account", async () => {
    setup({ userId: 'ada' });
    await waitFor(() => expect((startButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(radio(/WebM/));
    expect(radio(/WebM/).checked).toBe(true);
    cleanup();

    setup({ userId: 'ada' });
    expect(radio(/WebM/).checked).toBe(true);
    await act(async () => {});
    cleanup();

    setup({ userId: 'grace' });
    expect(radio(/MP4/).checked).toBe(true);
    await act(async () => {});
  });

  it('locks 1080p and 60 fps on Free with the way to upgrade, not on paid plans', async () => {
    setup({ subscription: 'free' });
    await act(async () => {});
    const resolution = screen.getByLabelText('Resolution');
    const locked = within(resolution).getByRole('option', {
      name: '🔒 1920×1080 · Boost and Pro',
      hidden: true,
    }) as HTMLOptionElement;
    expect(locked.disabled).toBe(true);
    expect(
      (
        within(resolution).getByRole('option', {
          name: '1280×720',
          hidden: true,
        }) as HTMLOptionElement
      ).disabled,
    ).toBe(false);
    const fps = screen.getByLabelText('Frame rate');
    expect(
      (
        within(fps).getByRole('option', {
          name: '🔒 60 fps · Boost and Pro',
          hidden: true,
        }) as HTMLOptionElement
      ).disabled,
    ).toBe(true);
    expect(
      screen.getByText('Your plan exports up to 720p at 30 fps (720 pixels on the shorter side).'),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Upgrade for 1080p and 60 fps', hidden: true })
        .getAttribute('href'),
    ).toBe('/pricing');
    cleanup();

    setup({ subscription: 'boost' });
    await act(async () => {});
    expect(screen.queryByRole('link', { name: /Upgrade/, hidden: true })).toBeNull();
    expect(
      within(screen.getByLabelText('Resolution')).getByRole('option', {
        name: '1920×1080',
        hidden: true,
      }),
    ).toBeTruthy();
  });

  it('names the files it cannot read before starting, and does not start', async () => {
    const unreadable: UnreadableSource[] = [
      {
        name: 'clip-mpeg4.avi',
        problem: {
          kind: 'unplayable',
          reason: { kind: 'container', format: 'AVI', media: 'video' },
        },
      },
      { name: 'gone.mp4', problem: { kind: 'missing' } },
    ];
    const { engine } = setup({ unreadable });
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert.textContent).toContain(
      "clip-mpeg4.avi: AVI files can't be opened in this browser — convert it to MP4 (H.264)",
    );
    expect(alert.textContent).toContain('gone.mp4: it is no longer in the media library');
    expect((startButton() as HTMLButtonElement).disabled).toBe(true);
    expect(engine.run).not.toHaveBeenCalled();
  });

  it('names the files when the export itself finds one it cannot read', async () => {
    const { runs } = setup();
    await startExport();
    await act(async () =>
      runs[0]!.done.reject(
        new UnreadableSourcesError([
          {
            name: 'clip-prores.mov',
            problem: {
              kind: 'unplayable',
              reason: { kind: 'codec', track: 'video', codec: 'ProRes', media: 'video' },
            },
          },
        ]),
      ),
    );
    expect(screen.getByRole('alert', { hidden: true }).textContent).toContain(
      "clip-prores.mov: ProRes video can't be played in this browser — convert it to MP4 (H.264)",
    );
  });

  it('says so when the server refuses to count an export above the plan', async () => {
    const countVideo = vi.fn(async () => {
      throw new ApiError('height: your plan exports up to 720p', {
        status: 403,
        code: 'PLAN_LIMIT',
      });
    });
    const { runs } = setup({ countVideo });
    await startExport();
    await act(async () => runs[0]!.done.resolve(result));
    expect(screen.getByRole('status', { hidden: true }).textContent).toMatch(
      /does not export at this size or frame rate/,
    );
  });
});

describe('PostExportModal', () => {
  it("asks about a thumbnail; 'No, thanks' closes, 'Create Thumbnail' closes and creates", () => {
    const onClose = vi.fn();
    const onCreateThumbnail = vi.fn();
    const { rerender } = render(<PostExportModal open onClose={onClose} />);
    expect(screen.getByText('Video export completed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Thumbnail', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks', hidden: true }));
    expect(onClose).toHaveBeenCalledOnce();

    rerender(<PostExportModal open onClose={onClose} onCreateThumbnail={onCreateThumbnail} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Thumbnail', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onCreateThumbnail).toHaveBeenCalledOnce();
    expect(
      within(screen.getByRole('dialog', { hidden: true })).getByText(/thumbnail/),
    ).toBeTruthy();
  });

  it("offers 'Publish', which closes and opens the Publish panel", () => {
    const onClose = vi.fn();
    const onPublish = vi.fn();
    render(<PostExportModal open onClose={onClose} onPublish={onPublish} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish…', hidden: true }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onPublish).toHaveBeenCalledOnce();
  });
});
