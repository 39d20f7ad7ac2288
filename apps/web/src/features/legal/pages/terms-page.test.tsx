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
    within(screen.getByRole('timer', { name: 'Time until the next revision is published' }))
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
  it('sets out the terms in force, section by section, with a list of contents', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((title) => /^\d+\. /.test(title ?? ''));
    expect(titles).toEqual([
      '1. This agreement',
      '2. Your account',
      '3. Plans, limits and payments',
      '4. Your content',
      '5. AI-generated content',
      '6. Acceptable use',
      '7. The service and changes to it',
      '8. Ending',
      '9. Liability',
      '10. Contact',
    ]);
    const contents = within(screen.getByRole('navigation', { name: 'Contents' }));
    expect(
      contents.getByRole('link', { name: '3. Plans, limits and payments' }).getAttribute('href'),
    ).toBe('#terms-plans');
    // What the terms promise is what the product does.
    expect(
      screen.getByText(
        /Free exports videos up to 720p at 30 frames per second; Boost and Pro export up to 1080p at 60/,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(/Questions about these terms go to support@reelwright.app/),
    ).toBeTruthy();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

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
    const phases = within(screen.getByRole('region', { name: 'Where the next revision is' }))
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
      'Thank you! We will email you the next revision before it takes effect.',
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
