import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { fail, ok } from '../../../test/users';

const SENT =
  'If an account exists for that email, we have sent a link to reset the password. It is valid for 1 hour.';

function stubFetch(respond: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    respond(String(input)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forgot password', () => {
  it("sends the email and shows the server's message, nothing more", async () => {
    const fetchMock = stubFetch(() => ok({ message: SENT }));
    renderApp('/auth/forgot');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    type('Email', 'Ann@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/forgot-password');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ann@example.com',
    });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/auth',
    );
  });

  it('is linked from the sign-in form', async () => {
    const { router } = renderApp('/auth');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(router.state.location.pathname).toBe('/auth/forgot');
  });
});

describe('reset password', () => {
  it('sets the new password and offers to sign in', async () => {
    const fetchMock = stubFetch(() => ok({ message: 'Your password has been changed.' }));
    renderApp('/auth/reset?token=abc123');
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    type('New password', 'short');
    type('Confirm new password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();

    type('New password', 'brand new secret');
    type('Confirm new password', 'brand new secret');
    expect(screen.queryByText('Passwords do not match.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'abc123',
      password: 'brand new secret',
    });
  });

  it('shows both password fields with their own show/hide toggles', async () => {
    renderApp('/auth/reset?token=abc123');
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[1]!);
    expect(screen.getByLabelText('Confirm new password').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('New password').getAttribute('type')).toBe('password');
  });

  it('explains an expired link and offers a new one', async () => {
    stubFetch(() =>
      fail(
        400,
        'RESET_TOKEN_INVALID',
        'This reset link is invalid or has expired. Request a new one.',
      ),
    );
    renderApp('/auth/reset?token=used');
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    type('New password', 'brand new secret');
    type('Confirm new password', 'brand new secret');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('This reset link is invalid or has expired. Request a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/auth/forgot',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('treats a link without a token as invalid', async () => {
    renderApp('/auth/reset');
    expect(
      await screen.findByText('This reset link is invalid or has expired. Request a new one.'),
    ).toBeTruthy();
  });
});
