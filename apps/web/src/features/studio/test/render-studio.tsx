import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { makeValidToken } from '../../../test/tokens';
import type { ComponentProps } from 'react';
import StudioPage from '../pages/studio-page';

/** A quality answer as the server sends it. */
export const quality = {
  total_score: 7.2,
  video_duration: 0.1,
  structure: 7,
  engagement: 6,
  readability: 8,
  emotional_tone: 5,
  clarity: 9,
  seo_optimization: 4,
  rhythm: 6,
  recommendations: ['Open with a question.'],
  grade: 'B',
  source: 'local',
};

/** The studio at `entry` (with the slots the route would pass), and the plans page. */
export function renderStudio(entry: string, props: ComponentProps<typeof StudioPage> = {}) {
  const router = createMemoryRouter(
    [
      { path: '/app/video-maker', element: <StudioPage {...props} /> },
      { path: '/pricing', element: <p>Plans</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

export const scriptBox = () =>
  screen.getByRole('textbox', { name: 'Script' }) as HTMLTextAreaElement;

/**
 * A signed-in studio for each test, with timers the test can move; afterwards the page is
 * unmounted while fetch is still stubbed (leaving the studio saves what is waiting). The test
 * file mocks `components/ui/toast` itself (vi.mock is hoisted per file).
 */
export function setUpStudioSession() {
  beforeEach(() => {
    localStorage.setItem('authToken', makeValidToken());
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(notify).mockReset();
  });
}
