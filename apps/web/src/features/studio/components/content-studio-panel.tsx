import { FileText, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InDevelopmentBadge } from '../../../components/ui/in-development-badge';

type ContentStudioPanelProps = {
  collapsed: boolean;
  onToggle: () => void;
};

export function ContentStudioPanel({ collapsed, onToggle }: ContentStudioPanelProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <aside
      aria-label={t('studio.contentStudio')}
      className={`flex min-w-0 shrink flex-col border-b border-studio-line bg-studio-panel transition-[width] duration-200 md:border-r md:border-b-0 ${
        collapsed ? 'md:w-12' : 'md:w-[350px]'
      }`}
    >
      <div
        className={`flex items-center gap-2 border-b border-studio-line p-2 ${collapsed ? 'md:justify-center' : 'justify-between'}`}
      >
        {!collapsed && (
          <h2 className="truncate px-2 text-sm font-semibold tracking-wide">
            {t('studio.contentStudio')}
          </h2>
        )}
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          aria-label={collapsed ? t('studio.expand') : t('studio.collapse')}
          title={collapsed ? t('studio.expand') : t('studio.collapse')}
          className="grid size-8 shrink-0 place-items-center rounded-control text-studio-ink-muted hover:bg-studio-raised hover:text-studio-ink"
        >
          <ToggleIcon aria-hidden="true" className="size-4.5" />
        </button>
      </div>

      <div
        id={bodyId}
        hidden={collapsed}
        className="flex flex-1 flex-col gap-4 overflow-y-auto p-5"
      >
        <span className="grid size-11 place-items-center rounded-card bg-studio-raised text-brand-300">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <h3 className="text-lg font-semibold">{t('studio.scriptTitle')}</h3>
        <p className="text-sm leading-relaxed text-studio-ink-muted">{t('studio.scriptText')}</p>
        <InDevelopmentBadge tone="dark" className="self-start" />
      </div>
    </aside>
  );
}
