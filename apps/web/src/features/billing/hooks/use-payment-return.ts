import type { User } from '@reelwright/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../components/ui/toast';
import { usePlanLabel } from '../../../lib/use-plan-label';
import { confirmPaymentSession } from '../api/billing-api';
import { serverMessage } from './server-message';

/** How long the 'Payment was canceled' notice stays before the query is cleared (spec §2). */
export const CANCELED_NOTICE_MS = 3000;

/**
 * What the checkout sends back to /pricing (spec §4): `?success=true&session_id=…` is confirmed
 * with the server, the returned user replaces the session's and the query is removed;
 * `?canceled=true` shows a notice for 3 s, then the query is removed.
 */
export function usePaymentReturn(onUserChange: (user: User) => void): {
  canceled: boolean;
  verifying: boolean;
} {
  const { t } = useTranslation();
  const planLabel = usePlanLabel();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canceled = params.get('canceled') === 'true';
  const sessionId = params.get('success') === 'true' ? params.get('session_id') : null;
  // One confirmation per session id, also under StrictMode's double effects.
  const confirmed = useRef<string | null>(null);

  // The latest callbacks, so the effects below depend on the query only.
  const latest = useRef({ onUserChange, t, planLabel, navigate, pathname });
  useEffect(() => {
    latest.current = { onUserChange, t, planLabel, navigate, pathname };
  });

  useEffect(() => {
    if (!canceled) return;
    const timer = setTimeout(() => {
      void latest.current.navigate(latest.current.pathname, { replace: true });
    }, CANCELED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [canceled]);

  useEffect(() => {
    if (sessionId === null || sessionId === '' || confirmed.current === sessionId) return;
    confirmed.current = sessionId;
    confirmPaymentSession(sessionId)
      .then(
        (user) => {
          const { onUserChange, t, planLabel } = latest.current;
          onUserChange(user);
          notify({
            type: 'success',
            title: t('billing.welcome', { plan: planLabel(user.subscription) }),
            message: t('billing.welcomeText'),
          });
        },
        (error: unknown) => {
          const { t } = latest.current;
          notify({
            type: 'error',
            title: t('billing.verifyFailed'),
            message: serverMessage(error) ?? t('auth.genericError'),
          });
        },
      )
      .finally(() => {
        void latest.current.navigate(latest.current.pathname, { replace: true });
      });
  }, [sessionId]);

  // The query stays until the answer is in, so it doubles as the 'confirming' state.
  return { canceled, verifying: sessionId !== null && sessionId !== '' };
}
