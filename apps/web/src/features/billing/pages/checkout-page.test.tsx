import type { TestCheckout } from '@reelwright/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast';
import '../../../lib/i18n';
import { makeValidToken } from '../../../test/tokens';
import { fail, ok } from '../../../test/users';
import { redirectTo } from '../redirect';
import { stubApi } from '../test/billing-fixtures';
import CheckoutPage from './checkout-page';

vi.mock('../redirect', () => ({ redirectTo: vi.fn() }));
vi.mock('../../../components/ui/toast', () => ({ notify: vi.fn() }));

const SESSION = 'GET /api/payments/test-checkout/cs_1';
const PAY = 'POST /api/payments/test-checkout/cs_1/pay';
const CANCEL = 'POST /api/payments/test-checkout/cs_1/cancel';

const checkout = (overrides: Partial<TestCheckout> = {}): TestCheckout => ({
  sessionId: 'cs_1',
  planId: 'boost',
  planName: 'Boost',
  interval: 'monthly',
  amountCents: 1658,
  currency: 'usd',
  status: 'open',
  ...overrides,
});

function renderCheckout(sessionId = 'cs_1') {
  const router = createMemoryRouter(
    [
      { path: '/checkout/:sessionId', element: <CheckoutPage /> },
      { path: '/pricing', element: <p>plans</p> },
    ],
    { initialEntries: [`/checkout/${sessionId}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.setItem('authToken', makeValidToken());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(redirectTo).mockReset();
  vi.mocked(notify).mockReset();
});

describe('test checkout page', () => {
  it('shows the test-mode banner, the plan and the price, and pays', async () => {
    const { calls } = stubApi({
      [SESSION]: () => ok(checkout()),
      [PAY]: () => ok({ redirectUrl: '/pricing?success=true&session_id=cs_1' }),
    });
    renderCheckout();
    expect(screen.getByText('TEST MODE — no card is charged')).toBeTruthy();
    expect(document.title).toBe('Reelwright — Checkout');
    const pay = await screen.findByRole('button', { name: 'Pay $16.58' });
    const details = screen.getByText('Plan').closest('dl') as HTMLElement;
    expect(within(details).getByText('Boost')).toBeTruthy();
    expect(within(details).getByText('Monthly')).toBeTruthy();
    expect(within(details).getByText('$16.58 / month')).toBeTruthy();

    fireEvent.click(pay);
    const paying = await screen.findByRole('button', { name: 'Paying…' });
    expect((paying as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith('/pricing?success=true&session_id=cs_1'),
    );
    expect(calls(PAY)).toHaveLength(1);
    expect(calls(CANCEL)).toHaveLength(0);
  });

  it('cancels back to the plans page', async () => {
    stubApi({
      [SESSION]: () => ok(checkout({ interval: 'yearly', amountCents: 19_900 })),
      [CANCEL]: () => ok({ redirectUrl: '/pricing?canceled=true' }),
    });
    renderCheckout();
    expect(await screen.findByRole('button', { name: 'Pay $199' })).toBeTruthy();
    expect(screen.getByText('$199 / year')).toBeTruthy();
    expect(screen.getByText('Yearly')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Canceling…' })).toBeTruthy();
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/pricing?canceled=true'));
  });

  it('lets the user try again when paying fails', async () => {
    stubApi({
      [SESSION]: () => ok(checkout()),
      [PAY]: () => fail(409, 'CONFLICT', 'This checkout is no longer open.'),
    });
    renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $16.58' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'Payment failed',
        message: 'This checkout is no longer open.',
      }),
    );
    const pay = screen.getByRole('button', { name: 'Pay $16.58' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(false);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it.each([
    ['paid', 'This checkout has already been paid.'],
    ['canceled', 'This checkout was canceled.'],
  ] as const)('shows a %s checkout with a way back to the plans', async (status, text) => {
    stubApi({ [SESSION]: () => ok(checkout({ status })) });
    const router = renderCheckout();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('says so when the checkout session does not exist', async () => {
    stubApi({
      'GET /api/payments/test-checkout/nope': () =>
        fail(404, 'NOT_FOUND', 'No such checkout session.'),
    });
    renderCheckout('nope');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This checkout session does not exist.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
  });

  it('shows a load failure with the server message', async () => {
    stubApi({ [SESSION]: () => fail(500, 'INTERNAL', 'Database unavailable.') });
    renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load the checkout')).toBeTruthy();
    expect(within(alert).getByText('Database unavailable.')).toBeTruthy();
  });
});
