import { FolderOpen, PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from '../../../components/ui/studio-classes';
import { PROJECT_FILE_NAMESPACE } from '../project-file-locales';

/**
 * The timeline header's 'Export project file…' and 'Open project file…', as icon buttons named
 * by their label (shown as a tooltip), so the header stays one row beside Thumbnail and Export.
 */
export function ProjectFileMenu({
  onExport,
  onOpen,
}: {
  onExport: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation(PROJECT_FILE_NAMESPACE);
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={onExport}
        aria-label={t('menu.export')}
        title={t('menu.export')}
      >
        <PackageOpen aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={onOpen}
        aria-label={t('menu.open')}
        title={t('menu.open')}
      >
        <FolderOpen aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
