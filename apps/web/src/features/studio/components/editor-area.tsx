import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type EditorAreaProps = { children?: ReactNode };

/**
 * The right side of the studio, holding the video editor: everything the Content Studio panel
 * leaves (at most 26%, so at least 74% here; about 95% and more with the panel collapsed).
 */
export function EditorArea({ children }: EditorAreaProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="editor-title"
      className="flex min-h-0 min-w-0 flex-1 flex-col bg-studio-bg"
    >
      <h2 id="editor-title" className="sr-only">
        {t('studio.editorTitle')}
      </h2>
      {children}
    </section>
  );
}
