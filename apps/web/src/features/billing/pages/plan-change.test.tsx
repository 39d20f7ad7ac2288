import { PLANS, userSchema, type PlanId, type User } from '@reelwright/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import { changeLanguage } from '../../../lib/i18n';
import { makeValidToken } from '../../../test/tokens';
import { fail, makeUser, ok } from '../../../test/users';
import { plansResponse, stubApi } from '../test/billing-fixtures';
import PlansPage from './plans-page';

vi.mock('../redirect', () => ({ redirectTo: vi.fn() }));
vi.mock('../../../components/ui/toast', () => ({ notify: vi.fn() }));

const PLANS_PATH = 'GET /api/payments/plans';
const CHANGE_PATH = 'POST /api/payments/change-plan';
const KEEP_PATH = 'POST /api/payments/cancel-scheduled-change';

const RENEWS_AT = '2026-12-22T00:00:00.000Z';
const RENEWAL_DAY = 'December 22, 2026';

/** A paid user as the server answers them: valid against the contract. */
function paidUser(plan: Exclude<PlanId, 'free'>, overrides: Partial<User> = {}): User {
  return userSchema.parse(
    makeUser({
      subscription: plan,
      plan: plan === 'boost' ? 'creator' : 'agency',
      limits: PLANS[plan].limits,
      subscriptionInterval: 'monthly',
      subscriptionRenewsAt: RENEWS_AT,
      ...overrides,
    }),
  );
}

/** The page with a route that keeps the user the page hands back, like the real one. */
function renderPlans(initial: User) {
  const onUserChange = vi.fn();
  function Route() {
    const [user, setUser] = useState(initial);
    return (
      <PlansPage
        user={user}
        onUserChange={(next) => {
          onUserChange(next);
          setUser(next);
        }}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/pricing', element: <Route /> }], {
    initialEntries: ['/pricing'],
  });
  render(<RouterProvider router={router} />);
  return { onUserChange };
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement;
const cardButton = (title: string) => within(card(title)).getByRole('button') as HTMLButtonElement;
const currentPlan = () => screen.getByRole('region', { name: 'Your current plan' });
const changeDialog = () => document.querySelectorAll('dialog')[1] as HTMLDialogElement;

beforeEach(() => {
  localStorage.setItem('authToken', makeValidToken());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockReset();
});

describe('switching between paid plans', () => {
  it('offers a Boost monthly user Pro as an upgrade and Boost yearly as a billing switch', async () => {
    stubApi({ [PLANS_PATH]: () => ok(plansResponse()) });
    renderPlans(paidUser('boost'));
    await screen.findByRole('heading', { level: 2, name: 'Boost' });
    expect(
      within(currentPlan()).getByText(`Billed monthly · renews on ${RENEWAL_DAY}`),
    ).toBeTruthy();

    expect(cardButton('Boost').textContent).toBe('Current Plan');
    expect(cardButton('Boost').disabled).toBe(true);
    expect(cardButton('Pro Plan').textContent).toBe('Upgrade to Pro');
    expect(cardButton('Pro Plan').disabled).toBe(false);
    expect(cardButton('Free Plan').textContent).toBe('Switch to Free');

    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(
      within(card('Boost')).getByRole('button', { name: 'Switch to yearly billing' }),
    ).toBeTruthy();
    expect(cardButton('Boost').disabled).toBe(false);
    expect(cardButton('Pro Plan').textContent).toBe('Upgrade to Pro');
  });

  it('treats a paid plan without a recorded interval as billed monthly', async () => {
    stubApi({ [PLANS_PATH]: () => ok(plansResponse()) });
    renderPlans(paidUser('pro', { subscriptionInterval: null, subscriptionRenewsAt: null }));
    await screen.findByRole('heading', { level: 2, name: 'Boost' });
    expect(cardButton('Pro Plan').textContent).toBe('Current Plan');
    expect(within(currentPlan()).queryByText(/^Billed/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(cardButton('Pro Plan').textContent).toBe('Switch to yearly billing');
  });

  it('upgrades Boost to Pro at once after confirmation', async () => {
    const pro = paidUser('pro');
    // The server answers only when the test says, so the busy state can be seen for sure.
    let answer: () => void = () => {};
    const { calls } = stubApi({
      [PLANS_PATH]: () => ok(plansResponse()),
      [CHANGE_PATH]: () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(ok({ user: pro, change: 'now', message: 'You are now on the Pro plan.' }));
        }),
    });
    const { onUserChange } = renderPlans(paidUser('boost'));
    await screen.findByRole('heading', { level: 2, name: 'Pro Plan' });
    const dialog = changeDialog();

    // Not now closes the dialog without asking the server.
    fireEvent.click(cardButton('Pro Plan'));
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByRole('heading', { name: 'Upgrade to Pro now?' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Your new limits apply right away. You pay the prorated difference for the rest of this billing period today.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(dialog.open).toBe(false);
    expect(calls(CHANGE_PATH)).toHaveLength(0);

    fireEvent.click(cardButton('Pro Plan'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade now' }));
    expect(await within(dialog).findByRole('button', { name: 'Upgrading…' })).toBeTruthy();
    expect(cardButton('Free Plan').disabled).toBe(true);
    answer();
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(calls(CHANGE_PATH)).toEqual([{ priceId: 'test_pro_monthly', planId: 'pro' }]);
    expect(onUserChange).toHaveBeenCalledWith(pro);
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'You are now on Pro.' });
    expect(within(currentPlan()).getByText('Pro plan')).toBeTruthy();
    expect(cardButton('Pro Plan').textContent).toBe('Current Plan');
    expect(cardButton('Boost').textContent).toBe('Switch to Boost');
  });

  it('schedules Pro down to Boost for the renewal date, then keeps Pro', async () => {
    const scheduled = paidUser('pro', {
      scheduledChange: { plan: 'boost', interval: 'monthly', at: RENEWS_AT },
    });
    const kept = paidUser('pro');
    let keep: (response: Response) => void = () => {};
    const { calls } = stubApi({
      [PLANS_PATH]: () => ok(plansResponse()),
      [CHANGE_PATH]: () => ok({ user: scheduled, change: 'scheduled', message: 'Scheduled.' }),
      [KEEP_PATH]: () => new Promise<Response>((resolve) => (keep = resolve)),
    });
    const { onUserChange } = renderPlans(paidUser('pro'));
    await screen.findByRole('heading', { level: 2, name: 'Boost' });
    const dialog = changeDialog();

    fireEvent.click(within(card('Boost')).getByRole('button', { name: 'Switch to Boost' }));
    expect(
      within(dialog).getByRole('heading', { name: `Switch to Boost on ${RENEWAL_DAY}?` }),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        `You keep Pro and its limits until ${RENEWAL_DAY}. Nothing is charged today.`,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule the change' }));
    expect(await within(dialog).findByRole('button', { name: 'Scheduling…' })).toBeTruthy();

    const notice = await within(currentPlan()).findByText(`Changes to Boost on ${RENEWAL_DAY}`);
    expect(calls(CHANGE_PATH)).toEqual([{ priceId: 'test_boost_monthly', planId: 'boost' }]);
    expect(onUserChange).toHaveBeenCalledWith(scheduled);
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: `Your plan changes to Boost on ${RENEWAL_DAY}.`,
    });
    expect(dialog.open).toBe(false);
    expect(within(currentPlan()).getByText('Pro plan')).toBeTruthy();
    expect(within(currentPlan()).queryByText(/^Billed monthly/)).toBeNull();
    expect(cardButton('Boost').textContent).toBe('Scheduled');
    expect(cardButton('Boost').disabled).toBe(true);

    const keepButton = within(currentPlan()).getByRole('button', {
      name: 'Keep Pro',
    }) as HTMLButtonElement;
    fireEvent.click(keepButton);
    await waitFor(() => expect(keepButton.disabled).toBe(true));
    expect(keepButton.getAttribute('aria-busy')).toBe('true');
    keep(ok({ user: kept, change: 'kept', message: 'You stay on the Pro plan.' }));

    await waitFor(() => expect(notice.isConnected).toBe(false));
    expect(calls(KEEP_PATH)).toHaveLength(1);
    expect(onUserChange).toHaveBeenLastCalledWith(kept);
    expect(notify).toHaveBeenLastCalledWith({ type: 'success', title: 'You stay on Pro.' });
    expect(within(currentPlan()).getByText('Pro plan')).toBeTruthy();
    expect(
      within(currentPlan()).getByText(`Billed monthly · renews on ${RENEWAL_DAY}`),
    ).toBeTruthy();
    expect(cardButton('Boost').textContent).toBe('Switch to Boost');
  });

  it('says so and keeps the waiting change when keeping the plan fails', async () => {
    stubApi({
      [PLANS_PATH]: () => ok(plansResponse()),
      [KEEP_PATH]: () => fail(502, 'BILLING_UNAVAILABLE', 'Billing is unavailable right now.'),
    });
    const { onUserChange } = renderPlans(
      paidUser('pro', { scheduledChange: { plan: 'boost', interval: 'yearly', at: RENEWS_AT } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep Pro' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'Failed to keep your plan',
        message: 'Billing is unavailable right now.',
      }),
    );
    expect(onUserChange).not.toHaveBeenCalled();
    expect(screen.getByText(`Changes to Boost on ${RENEWAL_DAY}`)).toBeTruthy();
    const keepButton = screen.getByRole('button', { name: 'Keep Pro' }) as HTMLButtonElement;
    await waitFor(() => expect(keepButton.disabled).toBe(false));
  });

  it('switches Pro yearly to monthly billing at the renewal date', async () => {
    const { calls } = stubApi({
      [PLANS_PATH]: () => ok(plansResponse()),
      [CHANGE_PATH]: () =>
        ok({
          user: paidUser('pro', {
            subscriptionInterval: 'yearly',
            scheduledChange: { plan: 'pro', interval: 'monthly', at: RENEWS_AT },
          }),
          change: 'scheduled',
          message: 'Scheduled.',
        }),
    });
    renderPlans(paidUser('pro', { subscriptionInterval: 'yearly' }));
    await screen.findByRole('heading', { level: 2, name: 'Pro Plan' });
    expect(
      within(currentPlan()).getByText(`Billed yearly · renews on ${RENEWAL_DAY}`),
    ).toBeTruthy();
    // Boost monthly from Pro yearly is a downgrade too.
    expect(cardButton('Boost').textContent).toBe('Switch to Boost');

    fireEvent.click(
      within(card('Pro Plan')).getByRole('button', { name: 'Switch to monthly billing' }),
    );
    const dialog = changeDialog();
    expect(
      within(dialog).getByRole('heading', {
        name: `Switch to monthly billing on ${RENEWAL_DAY}?`,
      }),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule the change' }));
    expect(await screen.findByText(`Changes to Pro on ${RENEWAL_DAY}`)).toBeTruthy();
    expect(calls(CHANGE_PATH)).toEqual([{ priceId: 'test_pro_monthly', planId: 'pro' }]);
    expect(cardButton('Pro Plan').textContent).toBe('Scheduled');
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(cardButton('Pro Plan').textContent).toBe('Current Plan');
  });

  it('asks to switch Boost to yearly billing now', async () => {
    stubApi({ [PLANS_PATH]: () => ok(plansResponse()) });
    renderPlans(paidUser('boost'));
    await screen.findByRole('heading', { level: 2, name: 'Boost' });
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    fireEvent.click(cardButton('Boost'));
    const dialog = changeDialog();
    expect(
      within(dialog).getByRole('heading', { name: 'Switch to yearly billing now?' }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Upgrade now' })).toBeTruthy();
  });

  it('speaks of the end of the billing period when the renewal date is unknown', async () => {
    stubApi({ [PLANS_PATH]: () => ok(plansResponse()) });
    renderPlans(paidUser('pro', { subscriptionRenewsAt: null }));
    await screen.findByRole('heading', { level: 2, name: 'Boost' });
    fireEvent.click(cardButton('Boost'));
    const dialog = changeDialog();
    expect(
      within(dialog).getByRole('heading', {
        name: 'Switch to Boost on the next billing date?',
      }),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'You keep Pro and its limits until the next billing date. Nothing is charged today.',
      ),
    ).toBeTruthy();
  });

  it('words the dates in Russian for Russian readers', async () => {
    await act(() => changeLanguage('ru'));
    try {
      stubApi({ [PLANS_PATH]: () => ok(plansResponse()) });
      renderPlans(
        paidUser('pro', { scheduledChange: { plan: 'boost', interval: 'monthly', at: RENEWS_AT } }),
      );
      expect(screen.getByText('Переход на Boost с 22 декабря 2026 г.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Оставить Pro' })).toBeTruthy();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('shows why a change failed and leaves the plan as it was', async () => {
    stubApi({
      [PLANS_PATH]: () => ok(plansResponse()),
      [CHANGE_PATH]: () => fail(402, 'PAYMENT_FAILED', 'Payment failed: Your card was declined.'),
    });
    const { onUserChange } = renderPlans(paidUser('boost'));
    await screen.findByRole('heading', { level: 2, name: 'Pro Plan' });
    fireEvent.click(cardButton('Pro Plan'));
    const dialog = changeDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade now' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'Failed to change plan',
        message: 'Payment failed: Your card was declined.',
      }),
    );
    expect(onUserChange).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
    const confirm = within(dialog).getByRole('button', {
      name: 'Upgrade now',
    }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    expect(within(currentPlan()).getByText('Boost plan')).toBeTruthy();
    expect(cardButton('Pro Plan').textContent).toBe('Upgrade to Pro');
    expect(cardButton('Pro Plan').disabled).toBe(false);
  });
});
