import { ChartColumn, ChevronDown, Clock, CreditCard, LogOut, Settings, User } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../../features/auth/session/session-user';
import { usePlanLabel } from '../../lib/use-plan-label';
import { ProfileUsage } from './profile-usage';
import { useDismissOnOutside } from './use-dismiss-on-outside';

type ProfileMenuProps = {
  user: SessionUser;
  onSignOut: () => void;
};

const HOUR_MS = 3_600_000;

/** Whole hours until a demo account is deleted, at least 1 while it exists. */
export function demoHoursLeft(expiresAt: string, nowMs: number): number {
  const left = Date.parse(expiresAt) - nowMs;
  return Number.isFinite(left) ? Math.max(1, Math.ceil(left / HOUR_MS)) : 24;
}

const itemClass =
  'flex w-full items-center gap-2 rounded-control px-3 py-2 text-left text-sm text-ink hover:bg-surface-sunken';

export function ProfileMenu({ user, onSignOut }: ProfileMenuProps) {
  const { t } = useTranslation();
  const planLabel = usePlanLabel();
  const [open, setOpen] = useState(false);
  // Read when the menu opens, so rendering stays pure; the menu is never open for hours.
  const [openedAt, setOpenedAt] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const plan = user.subscription ?? 'free';
  const isPaid = plan !== 'free';
  const usingRemainingCredits = !isPaid && user.subscriptionStatus === 'canceled';

  useDismissOnOutside(open, setOpen, rootRef, buttonRef);

  const close = () => setOpen(false);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(Date.now());
          setOpen((value) => !value);
        }}
        className="flex items-center gap-2 rounded-full border border-line py-1 pr-3 pl-1 text-sm font-medium hover:bg-surface-sunken"
      >
        <span
          aria-hidden="true"
          className="grid size-7 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700"
        >
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className="max-w-40 truncate">{user.name}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>

      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={t('profileMenu.menuLabel')}
          className="absolute right-0 z-50 mt-2 w-72 rounded-card border border-line bg-surface p-2 shadow-card"
        >
          <div className="border-b border-line px-3 pt-2 pb-3">
            <p className="truncate font-semibold">{user.name}</p>
            <p className="truncate text-sm text-ink-muted">{user.email}</p>
            <p className="mt-2 inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
              {t('profileMenu.plan', { plan: planLabel(plan) })}
            </p>
            {user.isDemo === true && typeof user.demoExpiresAt === 'string' && (
              <p className="mt-2 flex items-center gap-1.5 text-xs text-warning-700">
                <Clock aria-hidden="true" className="size-3.5" />
                {t('profileMenu.demoAccount', {
                  hours: demoHoursLeft(user.demoExpiresAt, openedAt),
                })}
              </p>
            )}
          </div>
          {user.usage !== undefined && user.limits !== undefined && (
            <ProfileUsage
              usage={user.usage}
              limits={user.limits}
              usingRemainingCredits={usingRemainingCredits}
            />
          )}
          <ul className="mt-2 space-y-0.5">
            <li>
              <Link to="/profile" className={itemClass} onClick={close}>
                <User aria-hidden="true" className="size-4" />
                {t('profileMenu.profile')}
              </Link>
            </li>
            <li>
              <Link to="/app/analytics" className={itemClass} onClick={close}>
                <ChartColumn aria-hidden="true" className="size-4" />
                {t('profileMenu.analytics')}
              </Link>
            </li>
            <li>
              <Link to="/settings" className={itemClass} onClick={close}>
                <Settings aria-hidden="true" className="size-4" />
                {t('profileMenu.settings')}
              </Link>
            </li>
            <li>
              <Link to="/pricing" className={itemClass} onClick={close}>
                <CreditCard aria-hidden="true" className="size-4" />
                {isPaid ? t('profileMenu.manageSubscription') : t('profileMenu.upgradePlan')}
              </Link>
            </li>
            <li className="mt-1 border-t border-line pt-1">
              <button
                type="button"
                className={`${itemClass} text-danger-700`}
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                <LogOut aria-hidden="true" className="size-4" />
                {t('profileMenu.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
