import type { Chapter } from '@reelwright/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import type { BuildVideo, BuildVideoStep } from '../build-video';
import { useBuildVideo } from '../hooks/use-build-video';
import { BuildVideoPanel } from './build-video-panel';

function Harness({
  buildVideo,
  onBuilt,
}: {
  buildVideo: BuildVideo;
  onBuilt: (c: Chapter[]) => void;
}) {
  const { state, build } = useBuildVideo(buildVideo, onBuilt);
  return (
    <BuildVideoPanel
      state={state}
      onBuild={() =>
        void build({
          voiceOver: {
            id: 'vo',
            voiceId: 'v',
            url: '/f',
            characters: 1,
            createdAt: '2026-11-25T10:00:00.000Z',
          },
          script: 'Hello.',
          language: 'english',
        })
      }
    />
  );
}

/** A build the test moves along by hand. */
function controlledBuild() {
  let step: (value: BuildVideoStep) => void = () => undefined;
  let finish: (chapters: Chapter[]) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const buildVideo = vi.fn<BuildVideo>(
    (_request, onStep) =>
      new Promise((resolve, reject) => {
        step = onStep;
        finish = resolve;
        fail = reject;
      }),
  );
  return {
    buildVideo,
    step: (s: BuildVideoStep) => step(s),
    finish: (c: Chapter[]) => finish(c),
    fail: (e: Error) => fail(e),
  };
}

describe('Build my video', () => {
  it('builds from the keyboard, says each step, then the chapters it kept', async () => {
    const build = controlledBuild();
    const onBuilt = vi.fn();
    render(<Harness buildVideo={build.buildVideo} onBuilt={onBuilt} />);
    // A real button: focusable, and Enter or Space presses it.
    const button = screen.getByRole('button', { name: 'Build my video' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(button);
    expect(screen.getByRole('status').textContent).toBe('Getting the voice-over ready…');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => build.step('aligning'));
    expect(screen.getByRole('status').textContent).toMatch(/^Matching the speech to the script/);
    const chapters = [
      { title: 'Hook', start: 0 },
      { title: 'Grind size', start: 74.5 },
    ];
    await act(async () => build.finish(chapters));
    expect(onBuilt).toHaveBeenCalledWith(chapters);
    expect(screen.getByRole('status').textContent).toContain(
      'Chapters: 0:00 Hook · 1:14 Grind size',
    );
    expect(screen.getByRole('button', { name: 'Build again' })).toBeTruthy();
  });

  it('says why a build failed and lets it run again', async () => {
    const build = controlledBuild();
    render(<Harness buildVideo={build.buildVideo} onBuilt={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Build my video' }));
    await act(async () => build.fail(new Error('The editor is not open')));
    expect(screen.getByRole('alert').textContent).toBe(
      "Couldn't build the video: The editor is not open",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Build again' }));
    expect(build.buildVideo).toHaveBeenCalledTimes(2);
  });
});
