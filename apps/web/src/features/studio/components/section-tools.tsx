import { COMMAND_MAX } from '@reelwright/contracts';
import { scriptSections, type ScriptLanguage, type ScriptSection } from '@reelwright/script-kit';
import { ChevronDown, ListTree, LoaderCircle, Square } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionChange } from '../hooks/use-script-tools';
import { fieldClass, secondaryButtonClass } from '../../../components/ui/studio-classes';

type SectionToolsProps = {
  script: string;
  language: ScriptLanguage;
  /** A section can be rewritten now: the script has a topic and no AI is at work. */
  canRewrite: boolean;
  /** A section rewrite is streaming in. */
  rewriting: boolean;
  onRewrite: (index: number, change: SectionChange) => Promise<boolean>;
  onStop: () => void;
};

const smallButtonClass = `${secondaryButtonClass} px-2 py-1 text-xs`;

/** The script's sections, each with Rewrite (optionally told how), Shorter and Longer. */
export function SectionTools({
  script,
  language,
  canRewrite,
  rewriting,
  onRewrite,
  onStop,
}: SectionToolsProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  /** The section whose rewrite form is open. */
  const [asking, setAsking] = useState<number | null>(null);
  /** The section being rewritten. */
  const [active, setActive] = useState<number | null>(null);
  const sections = useMemo(() => scriptSections(script, language), [script, language]);

  const rewrite = async (index: number, change: SectionChange) => {
    setAsking(null);
    setActive(index);
    await onRewrite(index, change);
    setActive(null);
  };

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
        className={`${secondaryButtonClass} w-full justify-between`}
      >
        <span className="inline-flex items-center gap-1.5">
          <ListTree aria-hidden="true" className="size-3.5" />
          {t('studio.sections.toggle', { number: sections.length })}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ol id={listId} hidden={!open} aria-label={t('studio.sections.list')} className="space-y-2">
        {sections.map((section, index) => (
          // Sections have no identity beyond their place in the script.
          <li key={index} className="rounded-control border border-studio-line bg-studio-bg p-2.5">
            <SectionRow
              section={section}
              number={index + 1}
              disabled={!canRewrite}
              rewriting={rewriting && active === index}
              asking={asking === index}
              onAsk={() => setAsking(asking === index ? null : index)}
              onRewrite={(change) => void rewrite(index, change)}
              onStop={onStop}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

type ButtonName = 'rewrite' | 'shorter' | 'longer';

type SectionRowProps = {
  section: ScriptSection;
  number: number;
  disabled: boolean;
  rewriting: boolean;
  asking: boolean;
  onAsk: () => void;
  onRewrite: (change: SectionChange) => void;
  onStop: () => void;
};

function SectionRow({
  section,
  number,
  disabled,
  rewriting,
  asking,
  onAsk,
  onRewrite,
  onStop,
}: SectionRowProps) {
  const { t } = useTranslation();
  const formId = useId();
  const names = { number, title: section.title };
  // The button that started a rewrite gets the focus back when it is done (the buttons give way
  // to the progress line meanwhile), as does Rewrite when its form is cancelled.
  const buttons = useRef<Partial<Record<ButtonName, HTMLButtonElement | null>>>({});
  const used = useRef<ButtonName | null>(null);
  useEffect(() => {
    if (rewriting || used.current === null) return;
    buttons.current[used.current]?.focus();
    used.current = null;
  }, [rewriting]);
  const start = (name: ButtonName, change: SectionChange) => {
    used.current = name;
    onRewrite(change);
  };

  return (
    <>
      <p className="flex items-baseline gap-2 text-sm">
        <span className="text-xs text-studio-ink-muted">{number}.</span>
        <span className="min-w-0 flex-1 truncate font-medium" title={section.title}>
          {section.title}
        </span>
        {section.kind !== 'body' && (
          <span className="text-xs text-brand-300">
            {t(`studio.sections.kinds.${section.kind}`)}
          </span>
        )}
      </p>
      {rewriting ? (
        <div className="mt-2 flex items-center gap-2">
          <p
            role="status"
            className="flex flex-1 items-center gap-1.5 text-xs text-studio-ink-muted"
          >
            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            {t('studio.sections.rewriting')}
          </p>
          <button type="button" onClick={onStop} className={smallButtonClass}>
            <Square aria-hidden="true" className="size-3" />
            {t('studio.stop')}
          </button>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-1.5">
          <button
            type="button"
            ref={(button) => {
              buttons.current.rewrite = button;
            }}
            onClick={onAsk}
            disabled={disabled}
            aria-expanded={asking}
            aria-controls={asking ? formId : undefined}
            aria-label={t('studio.sections.rewriteLabel', names)}
            className={smallButtonClass}
          >
            {t('studio.sections.rewrite')}
          </button>
          <button
            type="button"
            ref={(button) => {
              buttons.current.shorter = button;
            }}
            onClick={() => start('shorter', { length: 'shorter' })}
            disabled={disabled}
            aria-label={t('studio.sections.shorterLabel', names)}
            className={smallButtonClass}
          >
            {t('studio.sections.shorter')}
          </button>
          <button
            type="button"
            ref={(button) => {
              buttons.current.longer = button;
            }}
            onClick={() => start('longer', { length: 'longer' })}
            disabled={disabled}
            aria-label={t('studio.sections.longerLabel', names)}
            className={smallButtonClass}
          >
            {t('studio.sections.longer')}
          </button>
        </div>
      )}
      {asking && !rewriting && (
        <RewriteForm
          id={formId}
          number={number}
          onRewrite={(change) => start('rewrite', change)}
          onCancel={() => {
            onAsk();
            buttons.current.rewrite?.focus();
          }}
        />
      )}
    </>
  );
}

type RewriteFormProps = {
  id: string;
  number: number;
  onRewrite: (change: SectionChange) => void;
  onCancel: () => void;
};

/** How to rewrite the section, in the creator's words; left empty, a fresh take on it. */
function RewriteForm({ id, number, onRewrite, onCancel }: RewriteFormProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [instruction, setInstruction] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // The form opens on request, to be typed in at once.
  useEffect(() => field.current?.focus(), []);
  return (
    <form
      id={id}
      className="mt-2 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const text = instruction.trim();
        onRewrite(text === '' ? {} : { instruction: text });
      }}
    >
      <label htmlFor={fieldId} className="block text-xs text-studio-ink-muted">
        {t('studio.sections.instruction', { number })}
      </label>
      <input
        id={fieldId}
        type="text"
        ref={field}
        value={instruction}
        maxLength={COMMAND_MAX}
        onChange={(event) => setInstruction(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onCancel();
        }}
        placeholder={t('studio.sections.instructionPlaceholder')}
        className={fieldClass}
      />
      <div className="flex gap-1.5">
        <button type="submit" className={smallButtonClass}>
          {t('studio.sections.rewriteNow')}
        </button>
        <button type="button" onClick={onCancel} className={smallButtonClass}>
          {t('studio.sections.cancel')}
        </button>
      </div>
    </form>
  );
}
