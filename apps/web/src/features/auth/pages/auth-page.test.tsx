import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { fail, makeAccessToken, makeUser, ok } from '../../../test/users';

type Route = (init: RequestInit) => Response | Promise<Response>;

/** Answers each `METHOD /path` from `routes`; anything else fails the test loudly. */
function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (route === undefined) throw new Error(`unexpected call ${key}`);
    return route(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentBody = (mock: ReturnType<typeof stubApi>, call = 0) =>
  JSON.parse(String(mock.mock.calls[call]?.[1]?.body)) as unknown;

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submitButton = (name: RegExp | string) => screen.getByRole('button', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in', () => {
  it('signs in and continues, replacing history, to the page the guard intercepted', async () => {
    const user = makeUser();
    const token = makeAccessToken();
    const answer = deferred<Response>();
    const fetchMock = stubApi({ 'POST /api/auth/login': () => answer.promise });
    const { router } = renderApp('/settings?draft=1');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back!' });

    type('Email', ' Ann@Example.com ');
    type('Password', 'correct horse');
    fireEvent.click(submitButton('Sign In'));

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(ok({ user, token }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?draft=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sentBody(fetchMock)).toEqual({ email: 'ann@example.com', password: 'correct horse' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(user);
  });

  it('goes to the dashboard when no page was requested', async () => {
    stubApi({
      'POST /api/auth/login': () => ok({ user: makeUser(), token: makeAccessToken() }),
    });
    const { router } = renderApp('/auth');
    await screen.findByRole('heading', { name: 'Welcome back!' });
    type('Email', 'ann@example.com');
    type('Password', 'whatever');
    fireEvent.click(submitButton('Sign In'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ann Lee!' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
  });

  it("shows the server's error text, keeps the visitor a guest, and clears it on typing", async () => {
    stubApi({
      'POST /api/auth/login': () => fail(401, 'INVALID_CREDENTIALS', 'Invalid email or password.'),
    });
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Welcome back!' });
    type('Email', 'ann@example.com');
    type('Password', 'wrong password');
    fireEvent.click(submitButton('Sign In'));

    const alert = await screen.findByText('Invalid email or password.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(submitButton('Sign In')).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();

    type('Password', 'wrong password!');
    expect(screen.queryByText('Invalid email or password.')).toBeNull();
  });

  it("says 'Something went wrong. Please try again.' when no server answered", async () => {
    stubApi({ 'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Welcome back!' });
    type('Email', 'ann@example.com');
    type('Password', 'secret');
    fireEvent.click(submitButton('Sign In'));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });

  it('checks the fields with the contract rules before calling the server', async () => {
    const fetchMock = stubApi({});
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Welcome back!' });
    fireEvent.click(submitButton('Sign In'));

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = email.getAttribute('aria-describedby');
    expect(described && document.getElementById(described)?.textContent).toBe('Email is required.');
    await waitFor(() => expect(document.activeElement).toBe(email));

    type('Email', 'ann@');
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    type('Email', 'ann@example.com');
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a labelled toggle', async () => {
    renderApp('/auth');
    const password = await screen.findByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('links to the forgotten-password page', async () => {
    renderApp('/auth');
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/auth/forgot');
  });
});

describe('sign-up', () => {
  async function openSignUp() {
    const view = renderApp('/auth');
    await screen.findByRole('heading', { name: 'Welcome back!' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('heading', { level: 1, name: 'Get started free' });
    return view;
  }

  it('creates the account and opens the dashboard', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ 'POST /api/auth/register': () => answer.promise });
    const { router } = await openSignUp();
    type('Full name', ' Ann Lee ');
    type('Email', 'ann@example.com');
    type('Password', 'correct horse');
    fireEvent.click(submitButton('Create Account'));
    expect(
      (await screen.findByRole('button', { name: 'Creating account...' })).hasAttribute('disabled'),
    ).toBe(true);
    answer.resolve(ok({ user: makeUser(), token: makeAccessToken() }, 201));

    // A brand-new account is welcomed, not welcomed back.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ann Lee!' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      password: 'correct horse',
    });
  });

  it('opens on sign-up from a Start free link (?mode=signup)', async () => {
    renderApp('/auth?mode=signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started free' })).toBeTruthy();
    expect(screen.getByLabelText('Full name')).toBeTruthy();
  });

  it('carries a chosen paid plan through sign-up to its checkout', async () => {
    stubApi({
      'POST /api/auth/register': () => ok({ user: makeUser(), token: makeAccessToken() }, 201),
      'GET /api/payments/plans': () => new Promise<Response>(() => {}),
    });
    const { router } = renderApp('/auth?mode=signup&plan=pro&interval=yearly');
    await screen.findByRole('heading', { level: 1, name: 'Get started free' });
    type('Full name', 'Ann Lee');
    type('Email', 'ann@example.com');
    type('Password', 'correct horse');
    fireEvent.click(submitButton('Create Account'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade'));
    expect(router.state.location.search).toBe('?checkout=pro&interval=yearly');
  });

  it('applies the sign-up password rule and names the taken email', async () => {
    stubApi({
      'POST /api/auth/register': () =>
        fail(409, 'EMAIL_TAKEN', 'An account with this email already exists.'),
    });
    await openSignUp();
    type('Full name', 'Ann');
    type('Email', 'ann@example.com');
    type('Password', 'short');
    fireEvent.click(submitButton('Create Account'));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();

    type('Password', 'long enough');
    fireEvent.click(submitButton('Create Account'));
    expect(await screen.findByText('An account with this email already exists.')).toBeTruthy();
  });

  it('shows the terms note, and switching modes clears the form and the error', async () => {
    stubApi({
      'POST /api/auth/login': () => fail(401, 'INVALID_CREDENTIALS', 'Invalid email or password.'),
    });
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Welcome back!' });
    expect(screen.queryByLabelText('Full name')).toBeNull();
    type('Email', 'ann@example.com');
    type('Password', 'nope');
    fireEvent.click(submitButton('Sign In'));
    await screen.findByText('Invalid email or password.');

    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('heading', { level: 1, name: 'Get started free' });
    expect(screen.queryByText('Invalid email or password.')).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText('Full name')).toBeTruthy();
    const note = screen.getByText(/By creating an account you agree to our/);
    expect(note.textContent).toBe(
      'By creating an account you agree to our Terms of Service and Privacy Policy',
    );
    expect(within(note).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms-of-use',
    );
    expect(within(note).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
  });
});

describe('demo', () => {
  it('starts a private demo account and opens the dashboard', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubApi({ 'POST /api/auth/demo': () => answer.promise });
    const { router } = renderApp('/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Try the demo' }));
    expect(
      (await screen.findByRole('button', { name: 'Starting demo...' })).hasAttribute('disabled'),
    ).toBe(true);
    expect(submitButton('Sign In').hasAttribute('disabled')).toBe(true);
    const demoUser = makeUser({
      name: 'Demo Creator',
      isDemo: true,
      demoExpiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    });
    await act(async () => answer.resolve(ok({ user: demoUser, token: makeAccessToken() }, 201)));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Demo Creator!' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });
});
