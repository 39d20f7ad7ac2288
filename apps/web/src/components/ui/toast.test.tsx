import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { notify } from './toast';
import { Toaster } from './toaster';

describe('notify', () => {
  it('shows a toast for 5000 ms by default', () => {
    const success = vi.spyOn(toast, 'success');
    notify({ type: 'success', title: 'Saved', message: 'Your script is saved.' });
    expect(success).toHaveBeenCalledWith(
      'Saved',
      expect.objectContaining({ description: 'Your script is saved.', duration: 5000 }),
    );
  });

  it('uses the toast type and a given duration and action', () => {
    const error = vi.spyOn(toast, 'error');
    const onClick = vi.fn();
    notify({
      type: 'error',
      title: 'Export failed',
      duration: 8000,
      action: { label: 'Retry', onClick },
    });
    expect(error).toHaveBeenCalledWith(
      'Export failed',
      expect.objectContaining({ duration: 8000, action: { label: 'Retry', onClick } }),
    );
  });

  it('mounts the toaster on the first toast and shows it with a labelled close button', async () => {
    render(<Toaster />);
    act(() => {
      notify({ type: 'info', title: 'Draft restored', message: 'We kept your last edit.' });
    });
    expect(await screen.findByText('Draft restored')).toBeTruthy();
    expect(screen.getByText('We kept your last edit.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Close notification' }).length).toBeGreaterThan(0);
  });
});
