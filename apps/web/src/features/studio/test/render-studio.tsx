import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
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

/** The studio at `entry`, with the plans page it may send the user to. */
export function renderStudio(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/app/video-maker', element: <StudioPage /> },
      { path: '/pricing', element: <p>Plans</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

export const scriptBox = () =>
  screen.getByRole('textbox', { name: 'Script' }) as HTMLTextAreaElement;
