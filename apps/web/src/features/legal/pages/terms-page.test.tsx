import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { stubApi } from '../../../test/stub-api';
import { fail, ok } from '../../../test/users';
import TermsPage from './terms-page';

const renderPage = () =>
  render(
    <MemoryRouter>
      <TermsPage />
    </MemoryRouter>,
  );

/** Lets pending promises (the stubbed fetch) and `ms` of fake time run, inside React's act. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const countdown = () =>
  Object.fromEntries(
    within(screen.getByRole('timer', { name: 'Time until the terms are published' }))
      .getAllByRole('listitem')
      .map((item) => [item.dataset.unit, item.firstElementChild?.textContent]),
  );

const emailField = () => screen.getByLabelText('Email address');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Notify Me' }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('terms page', () => {
  it('counts down from 7d 12h 34m 26s, one second per tick', async () => {
    renderPage();
    expect(countdown()).toEqual({ days: '7', hours: '12', minutes: '34', seconds: '26' });
    await advance(1000);
    expect(countdown()).toEqual({ days: '7', hours: '12', minutes: '34', seconds: '25' });
    await advance(27_000);
    expect(countdown()).toEqual({ days: '7', hours: '12', minutes: '33', seconds: '58' });
  });

  it('shows the four cards, the four phases with their status, and links to sign-in and help', () => {
    renderPage();
    for (const title of ['Privacy First', 'Fair Terms', 'Transparent', 'Creator Rights']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
    const phases = within(screen.getByRole('region', { name: 'Where we are' }))
      .getAllByRole('listitem')
      .map((item) => [item.querySelector('h3')?.textContent, item.dataset.status]);
    expect(phases).toEqual([
      ['Phase 1: Research & Analysis', 'completed'],
      ['Phase 2: Legal Review', 'inProgress'],
      ['Phase 3: Community Input', 'upcoming'],
      ['Phase 4: Final Draft', 'upcoming'],
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Visit the Help Center' }).getAttribute('href')).toBe(
      '/help-center',
    );
  });

  it('asks for an email, then for a valid one, without calling the server', async () => {
    const { fetchMock } = stubApi({});
    renderPage();
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Enter your email address.');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailField());

    fireEvent.change(emailField(), { target: { value: 'ann@example' } });
    expect(screen.getByRole('alert').textContent).toBe('');
    submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a valid email address, like name@example.com.',
    );
    await advance(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the email, thanks for 3 seconds, then shows the empty form again', async () => {
    const { calls } = stubApi({
      'POST /api/notify': () => ok({ message: 'Thanks' }, 201),
    });
    renderPage();
    fireEvent.change(emailField(), { target: { value: '  Ann@Example.com ' } });
    submit();
    await advance(0);
    expect(calls('POST /api/notify')).toEqual([{ email: 'ann@example.com', source: 'terms' }]);
    expect(screen.getByRole('status').textContent).toBe(
      'Thank you! We will let you know when the terms are published.',
    );
    expect(screen.queryByLabelText('Email address')).toBeNull();

    await advance(2999);
    expect(screen.getByRole('status').textContent).not.toBe('');
    await advance(1);
    expect(screen.getByRole('status').textContent).toBe('');
    expect((emailField() as HTMLInputElement).value).toBe('');
  });

  it('says so when the server limits sign-ups, keeping what was typed', async () => {
    stubApi({
      'POST /api/notify': () => fail(429, 'RATE_LIMITED', 'Too many requests.'),
    });
    renderPage();
    fireEvent.change(emailField(), { target: { value: 'ann@example.com' } });
    submit();
    await advance(0);
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many attempts. Please try again in a few minutes.',
    );
    expect((emailField() as HTMLInputElement).value).toBe('ann@example.com');
  });
});
