import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContentStudioPanel } from '../components/content-studio-panel';
import { EditorArea } from '../components/editor-area';

export default function StudioPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('studio.documentTitle'));
  const [panelCollapsed, setPanelCollapsed] = useState(false);

  return (
    <div
      data-surface="studio"
      className="flex min-h-[calc(100dvh-var(--header-height))] w-full flex-col bg-studio-bg text-studio-ink md:h-[calc(100dvh-var(--header-height))] md:flex-row"
    >
      <h1 className="sr-only">{t('studio.heading')}</h1>
      <ContentStudioPanel
        collapsed={panelCollapsed}
        onToggle={() => setPanelCollapsed((value) => !value)}
      />
      <EditorArea panelCollapsed={panelCollapsed} />
    </div>
  );
}
