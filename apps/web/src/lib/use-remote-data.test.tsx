import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRemoteData } from './use-remote-data';

describe('useRemoteData', () => {
  it('loads, fails, loads again on retry, and takes changes to what it loaded', async () => {
    const load = vi
      .fn<(signal: AbortSignal) => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(['first']);
    const { result } = renderHook(() => useRemoteData(load));
    expect(result.current.remote).toEqual({ state: 'loading' });

    await waitFor(() => expect(result.current.remote.state).toBe('failed'));
    expect(result.current.remote).toMatchObject({ error: new Error('offline') });

    act(() => result.current.retry());
    expect(result.current.remote).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current.remote).toEqual({ state: 'ready', data: ['first'] }));

    act(() => result.current.replace((items) => ['new', ...items]));
    expect(result.current.remote).toEqual({ state: 'ready', data: ['new', 'first'] });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the answer to a retry when the first request answers late', async () => {
    const answers: Array<(value: string) => void> = [];
    const signals: AbortSignal[] = [];
    const load = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => answers.push(resolve));
    };
    const { result } = renderHook(() => useRemoteData(load));
    act(() => result.current.retry());
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);

    await act(async () => answers[1]!('fresh'));
    await act(async () => answers[0]!('stale'));
    expect(result.current.remote).toEqual({ state: 'ready', data: 'fresh' });
  });
});
