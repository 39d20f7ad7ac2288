import { FilePlus2, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconButtonClass } from '../../../components/ui/studio-classes';

type ContentStudioPanelProps = {
  collapsed: boolean;
  onToggle: () => void;
  /** The save indicator, under the title. */
  status: ReactNode;
  /** Offers a fresh project (once this one exists). */
  canStartNew: boolean;
  children: ReactNode;
};

/** The collapsible left panel: 350 px wide, a narrow strip with its toggle when collapsed. */
export function ContentStudioPanel({
  collapsed,
  onToggle,
  status,
  canStartNew,
  children,
}: ContentStudioPanelProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <aside
      aria-label={t('studio.contentStudio')}
      className={`flex min-h-0 min-w-0 shrink-0 flex-col border-b border-studio-line bg-studio-panel transition-[width] duration-200 md:border-r md:border-b-0 ${
        collapsed ? 'md:w-12' : 'md:w-[min(350px,26%)]'
      }`}
    >
      <div
        className={`flex items-start gap-2 border-b border-studio-line p-2 ${collapsed ? 'md:justify-center' : 'justify-between'}`}
      >
        {!collapsed && (
          <div className="min-w-0 flex-1 px-2 py-1">
            <h2 className="truncate text-sm font-semibold tracking-wide">
              {t('studio.contentStudio')}
            </h2>
            <div className="mt-1">{status}</div>
          </div>
        )}
        {!collapsed && canStartNew && (
          <Link
            to="/app/video-maker"
            aria-label={t('studio.project.new')}
            title={t('studio.project.new')}
            className={iconButtonClass}
          >
            <FilePlus2 aria-hidden="true" className="size-4.5" />
          </Link>
        )}
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          aria-label={collapsed ? t('studio.expand') : t('studio.collapse')}
          title={collapsed ? t('studio.expand') : t('studio.collapse')}
          className={iconButtonClass}
        >
          <ToggleIcon aria-hidden="true" className="size-4.5" />
        </button>
      </div>

      <div
        id={bodyId}
        hidden={collapsed}
        className="flex flex-1 flex-col gap-5 overflow-y-auto p-5"
      >
        {children}
      </div>
    </aside>
  );
}
