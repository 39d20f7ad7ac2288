import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../teleprompter-locales';
import { Teleprompter } from './teleprompter';

const SCRIPT = 'Espresso starts with the beans.';

/** The camera never answers: these tests are about what is asked for and how the window reads. */
let getUserMedia: ReturnType<typeof vi.fn>;
beforeEach(() => {
  getUserMedia = vi.fn(() => new Promise<MediaStream>(() => {}));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

async function open(orientation?: 'portrait' | 'landscape') {
  render(
    <Teleprompter
      script={SCRIPT}
      userId="ada"
      onClose={() => {}}
      onUse={async () => {}}
      onSaveToMedia={async () => {}}
      {...(orientation ? { orientation } : {})}
    />,
  );
  await act(async () => {});
}

const windowElement = () => screen.getByRole('dialog', { name: 'Teleprompter', hidden: true });

describe('teleprompter orientation', () => {
  it('for a vertical project asks the camera for 720×1280 at 9:16 and reads upright', async () => {
    await open('portrait');
    expect(getUserMedia).toHaveBeenCalledExactlyOnceWith({
      video: {
        width: { ideal: 720, max: 720 },
        height: { ideal: 1280, max: 1280 },
        aspectRatio: { ideal: 9 / 16 },
        frameRate: { ideal: 30 },
      },
      audio: { sampleRate: 44100, echoCancellation: true, noiseSuppression: true },
    });
    // a narrow column (jsdom's viewport is 1024×768), larger type, an upright camera preview
    const { width, height } = windowElement().style;
    expect(parseInt(width)).toBeLessThan(parseInt(height));
    expect(width).toBe('480px');
    expect(screen.getByTestId('teleprompter-text').style.fontSize).toBe('30px');
    expect(
      screen
        .getByLabelText('Camera preview')
        .closest('[data-orientation]')
        ?.getAttribute('data-orientation'),
    ).toBe('portrait');
    expect(
      screen.getByText('Recording upright, 720×1280, for this vertical project.'),
    ).toBeTruthy();
  });

  it('otherwise asks for 1280×720 in a wide window at the chosen type size', async () => {
    await open();
    expect(getUserMedia).toHaveBeenCalledExactlyOnceWith({
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
      audio: { sampleRate: 44100, echoCancellation: true, noiseSuppression: true },
    });
    const { width, height } = windowElement().style;
    expect(parseInt(width)).toBeGreaterThan(parseInt(height));
    expect(screen.getByTestId('teleprompter-text').style.fontSize).toBe('24px');
    expect(
      screen
        .getByLabelText('Camera preview')
        .closest('[data-orientation]')
        ?.getAttribute('data-orientation'),
    ).toBe('landscape');
    expect(screen.queryByText(/Recording upright/)).toBeNull();
  });
});
