import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { rootErrorHandlers } from '../lib/error-reporter';
import { AppErrorBoundary } from './app-error-boundary';

const failure = new Error('provider exploded');

function Exploding(): never {
  throw failure;
}

describe('AppErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>All good</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeTruthy();
    expect(screen.queryByText('Oops! Something went wrong')).toBeNull();
  });

  it('shows the error screen when a child throws during render, and reports the error', () => {
    const onCaughtError = vi.fn();
    render(
      <AppErrorBoundary>
        <Exploding />
      </AppErrorBoundary>,
      { onCaughtError },
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(onCaughtError).toHaveBeenCalledWith(failure, expect.anything());
  });

  it('reports caught errors with console.error through the root handlers', () => {
    // The shared setup fails tests on console.error; here it is the expected outcome.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Exploding />
      </AppErrorBoundary>,
      { onCaughtError: rootErrorHandlers.onCaughtError },
    );
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('caught'),
      failure,
      expect.any(String),
    );
  });
});
