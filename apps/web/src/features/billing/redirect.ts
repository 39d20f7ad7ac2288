/**
 * Leaves the app for a checkout page (Stripe's, or the test checkout): a full page load, as a
 * hosted payment page needs. Its own module so tests can stand in for it.
 */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
