import { TOPIC_MAX, type OutlineSection } from '@reelwright/contracts';
import {
  CONTENT_TYPES,
  durationsInOrder,
  SCRIPT_LANGUAGES,
  type ContentType,
  type ScriptDuration,
  type ScriptLanguage,
} from '@reelwright/script-kit';
import { LoaderCircle, Square, Wand2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiAction } from '../ai-failure-toast';
import { withTopic, type StudioDocument } from '../studio-document';
import type { Recipe } from '../hooks/use-studio-project';
import { KeyPointsEditor } from './key-points-editor';
import { OptionSelect } from './option-select';
import { OutlineStart } from './outline-start';
import {
  fieldClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';

type ScriptFormProps = {
  document: StudioDocument;
  edit: (recipe: Recipe) => void;
  busy: AiAction | null;
  onSuggestKeyPoints: () => void;
  onGenerate: () => void;
  /** Asks for an outline to edit; null when that failed. */
  onMakeOutline: () => Promise<OutlineSection[] | null>;
  /** Generates the script following an edited outline. */
  onGenerateFromOutline: (outline: OutlineSection[]) => void;
  onStop: () => void;
};

/**
 * What the script is about: language, type, topic, key points, length; and Generate Script,
 * or an outline first to write it from.
 */
export function ScriptForm({
  document,
  edit,
  busy,
  onSuggestKeyPoints,
  onGenerate,
  onMakeOutline,
  onGenerateFromOutline,
  onStop,
}: ScriptFormProps) {
  const { t } = useTranslation();
  const topicId = useId();
  const hasTopic = document.topic.trim() !== '';
  const working = busy !== null;
  // A vertical project is most likely a Short: its durations lead the list.
  const vertical = document.timeline?.format === '9:16';

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <OptionSelect<ScriptLanguage>
          label={t('studio.options.language')}
          value={document.language}
          options={SCRIPT_LANGUAGES.map((value) => ({
            value,
            label: t(`studio.languages.${value}`),
          }))}
          onChange={(language) => edit((doc) => ({ ...doc, language }))}
        />
        <OptionSelect<ContentType>
          label={t('studio.options.contentType')}
          value={document.contentType}
          options={CONTENT_TYPES.map((value) => ({
            value,
            label: t(`studio.contentTypes.${value}`),
          }))}
          onChange={(contentType) => edit((doc) => ({ ...doc, contentType }))}
        />
      </div>

      <div className="space-y-1.5">
        <label htmlFor={topicId} className={labelClass}>
          {t('studio.topic')}
        </label>
        <input
          id={topicId}
          type="text"
          value={document.topic}
          maxLength={TOPIC_MAX}
          onChange={(event) => {
            const topic = event.target.value;
            edit((doc) => withTopic(doc, topic));
          }}
          placeholder={t('studio.topicPlaceholder')}
          className={fieldClass}
        />
      </div>

      <KeyPointsEditor
        rows={document.keyPoints}
        onChange={(keyPoints) => edit((doc) => ({ ...doc, keyPoints }))}
        onSuggest={onSuggestKeyPoints}
        canSuggest={hasTopic && !working}
        suggesting={busy === 'keyPoints'}
        disabled={busy === 'keyPoints'}
      />

      <OptionSelect<ScriptDuration>
        label={t('studio.options.duration')}
        value={document.duration}
        options={durationsInOrder(vertical).map((value) => ({
          value,
          label: t(`studio.durations.${value}`),
        }))}
        onChange={(duration) => edit((doc) => ({ ...doc, duration }))}
      />

      <div className="flex gap-2">
        <button
          type="button"
          onClick={onGenerate}
          disabled={!hasTopic || working}
          aria-busy={busy === 'generate'}
          className={`${primaryButtonClass} flex-1`}
        >
          {busy === 'generate' ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Wand2 aria-hidden="true" className="size-4" />
          )}
          {busy === 'generate' ? t('studio.generating') : t('studio.generate')}
        </button>
        {busy === 'generate' && (
          <button type="button" onClick={onStop} className={secondaryButtonClass}>
            <Square aria-hidden="true" className="size-3.5" />
            {t('studio.stop')}
          </button>
        )}
      </div>

      <OutlineStart
        hasTopic={hasTopic}
        busy={busy}
        onMake={onMakeOutline}
        onWrite={onGenerateFromOutline}
      />
    </div>
  );
}
