import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type EditorAreaProps = { panelCollapsed: boolean; children?: ReactNode };

/** The right side of the studio, holding the video editor: 74% wide, 95% with the panel collapsed. */
export function EditorArea({ panelCollapsed, children }: EditorAreaProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="editor-title"
      className={`flex min-h-0 min-w-0 flex-1 flex-col bg-studio-bg ${panelCollapsed ? 'md:min-w-[95%]' : 'md:min-w-[74%]'}`}
    >
      <h2 id="editor-title" className="sr-only">
        {t('studio.editorTitle')}
      </h2>
      {children}
    </section>
  );
}
