import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The help article on connecting a model (the README's "Connecting a model" in the app). */
export const CONNECT_MODEL_HELP = '/help-center?article=connect-ai-model';

/**
 * Shown under a script the built-in writer wrote: what that draft is, and in one sentence how to
 * connect a model, with a link to the help article (in a new tab, so the studio stays open).
 */
export function ModelHint() {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-2 rounded-control border border-studio-notice bg-studio-notice px-3 py-2 text-xs text-studio-notice-ink">
      <Bot aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <div className="space-y-1">
        <p>{t('studio.script.offline')}</p>
        <p>
          {t('studio.script.connectModel')}{' '}
          <Link
            to={CONNECT_MODEL_HELP}
            target="_blank"
            rel="noopener"
            className="font-semibold underline underline-offset-2"
          >
            {t('studio.script.connectModelLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}
