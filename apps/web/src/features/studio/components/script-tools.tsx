import type { Hook } from '@reelwright/contracts';
import { useTranslation } from 'react-i18next';
import type { AiAction } from '../ai-failure-toast';
import type { SectionChange } from '../hooks/use-script-tools';
import type { StudioDocument } from '../studio-document';
import { HookPicker } from './hook-picker';
import { SectionTools } from './section-tools';

type ScriptToolsProps = {
  document: StudioDocument;
  busy: AiAction | null;
  onSuggestHooks: () => Promise<Hook[] | null>;
  onUseHook: (hook: Hook) => boolean;
  onRewriteSection: (index: number, change: SectionChange) => Promise<boolean>;
  onStop: () => void;
};

/** Under the script: 'Try another hook' and the sections, each to rewrite, shorten or lengthen. */
export function ScriptTools({
  document,
  busy,
  onSuggestHooks,
  onUseHook,
  onRewriteSection,
  onStop,
}: ScriptToolsProps) {
  const { t } = useTranslation();
  // The writers shape hooks and sections for the topic: without one they have nothing to go on.
  const hasTopic = document.topic.trim() !== '';
  const ready = hasTopic && busy === null;
  return (
    <div className="space-y-2">
      <HookPicker canSuggest={ready} suggest={onSuggestHooks} onUse={onUseHook} onStop={onStop} />
      {!hasTopic && (
        <p className="text-xs text-studio-ink-muted">{t('studio.sections.needsTopic')}</p>
      )}
      <SectionTools
        script={document.script}
        language={document.language}
        canRewrite={ready}
        rewriting={busy === 'section'}
        onRewrite={onRewriteSection}
        onStop={onStop}
      />
    </div>
  );
}
