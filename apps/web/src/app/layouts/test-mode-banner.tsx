import { FlaskConical } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The server marks every page it serves while its checkout is the offline test one, which
 * charges nothing (BILLING_PROVIDER=test; see apps/server/src/plugins/web-app.ts).
 */
const TEST_MODE_MARK = 'meta[name="reelwright-billing"][content="test"]';

const markedTestMode = () => document.querySelector(TEST_MODE_MARK) !== null;
const unchanging = () => () => {};
// The build's prerendered HTML has no banner: hydrating it starts without one too.
const notInPrerender = () => false;

/** TEST MODE across the top of every page while payments on this server are not real. */
export function TestModeBanner() {
  const { t } = useTranslation();
  const testMode = useSyncExternalStore(unchanging, markedTestMode, notInPrerender);
  if (!testMode) return null;
  return (
    <p className="flex items-center justify-center gap-2 border-b border-warning-200 bg-warning-50 px-4 py-2 text-center text-sm font-semibold text-warning-700">
      <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
      {t('common.testModeBanner')}
    </p>
  );
}
