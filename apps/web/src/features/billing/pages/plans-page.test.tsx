import { PLANS, type User } from '@reelwright/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import '../../../lib/i18n';
import { makeValidToken } from '../../../test/tokens';
import { fail, makeUser, ok } from '../../../test/users';
import type { BillingUser } from '../billing-user';
import { redirectTo } from '../redirect';
import { plansResponse, stubApi } from '../test/billing-fixtures';
import PlansPage from './plans-page';

vi.mock('../redirect', () => ({ redirectTo: vi.fn() }));
vi.mock('../../../components/ui/toast', () => ({ notify: vi.fn() }));

const PLANS_PATH = 'GET /api/payments/plans';
const CHECKOUT_PATH = 'POST /api/payments/create-checkout-session';
const CANCEL_PATH = 'POST /api/payments/cancel-subscription';

const boostUser = (overrides: Partial<User> = {}) =>
  makeUser({
    subscription: 'boost',
    plan: 'creator',
    limits: PLANS.boost.limits,
    ...overrides,
  });

function renderPlans(user: BillingUser | null, entry = '/pricing') {
  const onUserChange = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/pricing', element: <PlansPage user={user} onUserChange={onUserChange} /> },
      { path: '/auth', element: <p>Sign-up form</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return { router, onUserChange };
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement;

beforeEach(() => {
  localStorage.setItem('authToken', makeValidToken());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(redirectTo).mockReset();
  vi.mocked(notify).mockReset();
});

describe('plans page for a visitor', () => {
  it('shows the plans without a current plan, and any plan starts with signing up', async () => {
    localStorage.removeItem('authToken');
    const { calls } = stubApi({ [PLANS_PATH]: () => ok(plansResponse()) });
    const { router } = renderPlans(null);
    await screen.findByRole('heading', { level: 2, name: 'Boost' });
    expect(screen.queryByText(/Current Plan/i)).toBeNull();
    fireEvent.click(within(card('Boost')).getByRole('button', { name: 'Start with Boost' }));
    await screen.findByText('Sign-up form');
    // Sign-up carries the plan, and then opens its checkout.
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/auth?mode=signup&plan=boost&interval=monthly',
    );
    expect(calls(CHECKOUT_PATH)).toHaveLength(0);
  });
});

describe('plans page', () => {
  it('shows a spinner while the plans load, then the three plans with the current one disabled', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({ [PLANS_PATH]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPlans(
      makeUser({
        usage: {
          scriptsGenerated: 2,
          audioGenerated: 12_345,
          thumbnailsGenerated: 1,
          videosCreated: 0,
        },
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeTruthy();
    expect(document.title).toBe('Reelwright — Plans');
    expect(screen.getByText('Loading…')).toBeTruthy();
    // The current plan does not wait for the catalogue.
    const current = screen.getByRole('region', { name: 'Your current plan' });
    expect(within(current).getByText('Free plan')).toBeTruthy();
    expect(within(current).getByText('Status: Active')).toBeTruthy();
    const line = (label: string) => within(current).getByText(label).parentElement?.textContent;
    expect(line('Scripts')).toBe('Scripts2 / 3');
    expect(line('Voice-over characters')).toBe('Voice-over characters12k / 10k');
    expect(within(current).queryByText('Using remaining credits')).toBeNull();

    await act(async () => answer(ok(plansResponse())));
    expect(await screen.findByRole('heading', { level: 2, name: 'Free Plan' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();

    const free = card('Free Plan');
    const freeButton = within(free).getByRole('button', { name: 'Current Plan' });
    expect((freeButton as HTMLButtonElement).disabled).toBe(true);
    expect(within(free).getByText('$0 / month')).toBeTruthy();
    expect(within(free).getByText('Basic voices')).toBeTruthy();

    const boost = card('Boost');
    expect(within(boost).getByText('MOST POPULAR')).toBeTruthy();
    expect(within(boost).getByText('$16.58 / month')).toBeTruthy();
    expect(within(boost).getByText('Scripts per month: 25')).toBeTruthy();
    expect(within(boost).getByText('Voice-over characters per month: 60k')).toBeTruthy();
    expect(within(boost).getByText('Videos per month: Unlimited')).toBeTruthy();
    expect(within(boost).getByText('Exports up to 1080p, 60 fps')).toBeTruthy();
    const upgrade = within(boost).getByRole('button', { name: 'Upgrade to Boost' });
    expect((upgrade as HTMLButtonElement).disabled).toBe(false);

    const pro = card('Pro Plan');
    expect(within(pro).getByText('$99 / month')).toBeTruthy();
    expect(within(pro).queryByText('MOST POPULAR')).toBeNull();
    expect(within(pro).getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();

    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(screen.getByRole('link', { name: 'support@reelwright.app' }).getAttribute('href')).toBe(
      'mailto:support@reelwright.app',
    );
  });

  it('shows an error with Try Again when the plans fail to load, and loads them on retry', async () => {
    let attempts = 0;
    const { calls } = stubApi({
      [PLANS_PATH]: () =>
        ++attempts === 1 ? fail(500, 'INTERNAL', 'Something broke') : ok(plansResponse()),
    });
    renderPlans(makeUser());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load plans')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Boost' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls(PLANS_PATH)).toHaveLength(2);
  });

  it('also fails to load when the answer does not have the plans shape', async () => {
    stubApi({ [PLANS_PATH]: () => ok({ plans: 'nope' }) });
    renderPlans(makeUser());
    expect(await screen.findByText('Failed to load plans')).toBeTruthy();
  });

  it('switches to yearly prices and checks out with the yearly price id', async () => {
    const { calls } = stubApi({
      [PLANS_PATH]: () => ok(plansResponse()),
      [CHECKOUT_PATH]: () => ok({ sessionId: 'cs_1', url: '/checkout/cs_1' }),
    });
    renderPlans(makeUser());
    await screen.findByRole('heading', { level: 2, name: 'Boost' });
    const monthly = screen.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement;
    const yearly = screen.getByRole('radio', { name: 'Yearly' }) as HTMLInputElement;
    expect(monthly.checked).toBe(true);

    fireEvent.click(yearly);
    expect(yearly.checked).toBe(true);
    const boost = card('Boost');
    expect(within(boost).getByText('$199 / year')).toBeTruthy();
    expect(within(boost).getByText("That's $16.58 a month")).toBeTruthy();
    expect(within(card('Pro Plan')).getByText('$1,188 / year')).toBeTruthy();

    fireEvent.click(within(boost).getByRole('button', { name: 'Upgrade to Boost' }));
    const busy = await within(boost).findByRole('button', { name: 'Redirecting…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(
      (
        within(card('Pro Plan')).getByRole('button', {
          name: 'Upgrade to Pro',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/checkout/cs_1'));
    expect(calls(CHECKOUT_PATH)).toEqual([{ priceId: 'test_boost_yearly', planId: 'boost' }]);
  });

  it('opens the checkout of the plan chosen before signing up, at its billing period', async () => {
    const { calls } = stubApi({
      [PLANS_PATH]: () => ok(plansResponse()),
      [CHECKOUT_PATH]: () => ok({ sessionId: 'cs_2', url: '/checkout/cs_2' }),
    });
    renderPlans(makeUser(), '/pricing?checkout=pro&interval=yearly');
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/checkout/cs_2'));
    expect(calls(CHECKOUT_PATH)).toEqual([{ priceId: 'test_pro_yearly', planId: 'pro' }]);
    expect((screen.getByRole('radio', { name: 'Yearly' }) as HTMLInputElement).checked).toBe(true);
  });

  it('drops a chosen plan the user already has, leaving the plans to choose from', async () => {
    const { calls } = stubApi({ [PLANS_PATH]: () => ok(plansResponse()) });
    const { router } = renderPlans(boostUser(), '/pricing?checkout=boost&interval=monthly');
    await screen.findByRole('heading', { level: 2, name: 'Boost' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls(CHECKOUT_PATH)).toHaveLength(0);
  });

  it('checks out monthly by default and shows the server error when checkout cannot start', async () => {
    const { calls } = stubApi({
      [PLANS_PATH]: () => ok(plansResponse()),
      [CHECKOUT_PATH]: () => fail(400, 'VALIDATION_FAILED', 'Unknown price for this plan.'),
    });
    renderPlans(makeUser());
    await screen.findByRole('heading', { level: 2, name: 'Pro Plan' });
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'Failed to create checkout session',
        message: 'Unknown price for this plan.',
      }),
    );
    const again = screen.getByRole('button', { name: 'Upgrade to Pro' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    expect(calls(CHECKOUT_PATH)).toEqual([{ priceId: 'test_pro_monthly', planId: 'pro' }]);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('marks Boost as current for a Boost user and offers Pro as an upgrade', async () => {
    stubApi({ [PLANS_PATH]: () => ok(plansResponse()) });
    renderPlans(boostUser());
    await screen.findByRole('heading', { level: 2, name: 'Boost' });
    expect(
      (within(card('Boost')).getByRole('button', { name: 'Current Plan' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(within(card('Pro Plan')).getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
    expect(within(card('Free Plan')).getByRole('button', { name: 'Switch to Free' })).toBeTruthy();
    const current = screen.getByRole('region', { name: 'Your current plan' });
    expect(within(current).getByText('Boost plan')).toBeTruthy();
    expect(within(current).getByText('Videos').parentElement?.textContent).toBe(
      'Videos0 / Unlimited',
    );
  });

  it('says a cancelled subscription back on Free uses its remaining credits', () => {
    stubApi({ [PLANS_PATH]: () => new Promise<Response>(() => {}) });
    renderPlans(makeUser({ subscriptionStatus: 'canceled' }));
    const current = screen.getByRole('region', { name: 'Your current plan' });
    expect(within(current).getByText('Using remaining credits')).toBeTruthy();
    expect(within(current).getByText('Status: Canceled')).toBeTruthy();
    expect(current.querySelectorAll('dt svg')).toHaveLength(4);
  });

  it('shows the canceled-payment notice for 3 s, then clears the query', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubApi({ [PLANS_PATH]: () => new Promise<Response>(() => {}) });
    const { router } = renderPlans(makeUser(), '/pricing?canceled=true');
    const notice = 'Payment was canceled. You can try again anytime.';
    expect(screen.getByText(notice).closest('[role="status"]')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.getByText(notice)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(notice)).toBeNull();
    expect(router.state.location.pathname).toBe('/pricing');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('confirms a returning payment, replaces the user, welcomes them and strips the query', async () => {
    const paid = boostUser();
    const { calls } = stubApi({
      [PLANS_PATH]: () => ok(plansResponse()),
      'GET /api/payments/session/cs_42': () => ok({ user: paid }),
    });
    const { router, onUserChange } = renderPlans(
      makeUser(),
      '/pricing?success=true&session_id=cs_42',
    );
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(onUserChange).toHaveBeenCalledWith(paid);
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Welcome to Boost!',
      message: 'Your new limits apply right away.',
    });
    expect(calls('GET /api/payments/session/cs_42')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Confirming your payment…')).toBeNull());
  });

  it("shows the server's message when a returning payment cannot be confirmed", async () => {
    stubApi({
      [PLANS_PATH]: () => ok(plansResponse()),
      'GET /api/payments/session/cs_9': () => fail(402, 'PAYMENT_REQUIRED', 'Not paid yet.'),
    });
    const { router, onUserChange } = renderPlans(
      makeUser(),
      '/pricing?success=true&session_id=cs_9',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(onUserChange).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'We could not confirm your payment',
      message: 'Not paid yet.',
    });
  });

  it('cancels a paid subscription after confirmation in a dialog', async () => {
    const freeAgain = makeUser({ subscriptionStatus: 'canceled' });
    const message = 'Subscription canceled successfully. You are now on the free plan.';
    const { calls } = stubApi({
      [PLANS_PATH]: () => ok(plansResponse()),
      [CANCEL_PATH]: () => ok({ user: freeAgain, message }),
    });
    const { onUserChange } = renderPlans(boostUser());
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(false);

    // Keep my plan closes it, and so does Esc.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(
      within(dialog).getByRole('heading', { name: 'Cancel your subscription?' }).id,
    );
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Keep my plan' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(dialog.open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(dialog.open).toBe(false);
    expect(calls(CANCEL_PATH)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await within(dialog).findByRole('button', { name: 'Canceling…' })).toBeTruthy();
    await waitFor(() => expect(onUserChange).toHaveBeenCalledWith(freeAgain));
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: message });
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(calls(CANCEL_PATH)).toHaveLength(1);
  });

  it('keeps the dialog open and says so when cancelling fails', async () => {
    stubApi({
      [PLANS_PATH]: () => ok(plansResponse()),
      [CANCEL_PATH]: () => fail(500, 'INTERNAL', 'Billing is down.'),
    });
    const { onUserChange } = renderPlans(boostUser());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'Failed to cancel subscription',
        message: 'Billing is down.',
      }),
    );
    expect(onUserChange).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
    expect(
      (within(dialog).getByRole('button', { name: 'Yes, cancel' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('opens one FAQ answer at a time and explains test mode only in test mode', async () => {
    stubApi({ [PLANS_PATH]: () => ok(plansResponse('test')) });
    renderPlans(makeUser());
    const reset = await screen.findByRole('button', { name: 'When do my limits reset?' });
    const cancel = screen.getByRole('button', { name: 'Can I cancel at any time?' });
    expect(screen.getByRole('button', { name: 'Why does checkout say TEST MODE?' })).toBeTruthy();
    expect(
      screen.getByText('Test mode: checkout opens a practice payment page and no card is charged.'),
    ).toBeTruthy();
    expect(reset.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(reset);
    expect(reset.getAttribute('aria-expanded')).toBe('true');
    const answer = document.getElementById(reset.getAttribute('aria-controls')!)!;
    expect(answer.hidden).toBe(false);
    expect(answer.textContent).toContain('1st of every month at 00:00 UTC');

    fireEvent.click(cancel);
    expect(cancel.getAttribute('aria-expanded')).toBe('true');
    expect(reset.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
  });

  it('has no test-mode question with a real card processor', async () => {
    stubApi({ [PLANS_PATH]: () => ok(plansResponse('stripe')) });
    renderPlans(makeUser());
    await screen.findByRole('button', { name: 'When do my limits reset?' });
    expect(screen.queryByRole('button', { name: 'Why does checkout say TEST MODE?' })).toBeNull();
  });
});

describe('plans page with billing off', () => {
  const NOTICE = 'Payments are not set up on this server yet.';

  it('shows the plans and the notice instead of buy buttons', async () => {
    const { calls } = stubApi({ [PLANS_PATH]: () => ok(plansResponse('none')) });
    renderPlans(makeUser());
    await screen.findByRole('heading', { level: 2, name: 'Boost' });
    expect(screen.getByText(NOTICE)).toBeTruthy();
    expect(within(card('Boost')).getByText('$16.58 / month')).toBeTruthy();
    expect(within(card('Boost')).queryByRole('button')).toBeNull();
    expect(within(card('Pro Plan')).queryByRole('button')).toBeNull();
    expect(within(card('Free Plan')).getByRole('button', { name: 'Current Plan' })).toBeTruthy();
    expect(screen.queryByText(/Test mode/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Why does checkout say TEST MODE?' })).toBeNull();
    expect(calls(CHECKOUT_PATH)).toHaveLength(0);
  });

  it('lets a visitor sign up for Free only, and a paid user keeps the plan without a cancel button', async () => {
    localStorage.removeItem('authToken');
    stubApi({ [PLANS_PATH]: () => ok(plansResponse('none')) });
    renderPlans(null);
    await screen.findByText(NOTICE);
    expect(within(card('Free Plan')).getByRole('button', { name: 'Start with Free' })).toBeTruthy();
    expect(within(card('Boost')).queryByRole('button')).toBeNull();
    cleanup();

    renderPlans(boostUser());
    await screen.findByText(NOTICE);
    expect(within(card('Boost')).getByRole('button', { name: 'Current Plan' })).toBeTruthy();
    expect(within(card('Pro Plan')).queryByRole('button')).toBeNull();
    expect(within(card('Free Plan')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });
});
