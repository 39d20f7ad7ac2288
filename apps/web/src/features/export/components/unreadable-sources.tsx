import { useTranslation } from 'react-i18next';
import { describeUnplayable } from '../../../lib/media/describe-unplayable';
import type { UnreadableSource } from '../engine/export-job';

/** The timeline's files the export cannot read, each named with why, and what to do. */
export function UnreadableSources({ sources }: { sources: readonly UnreadableSource[] }) {
  const { t } = useTranslation('export');
  const reasonOf = (source: UnreadableSource) =>
    source.problem.kind === 'missing'
      ? t('sources.missing')
      : describeUnplayable(source.problem.reason);
  return (
    <div
      role="alert"
      className="space-y-1 rounded-control border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300"
    >
      <p>{t('sources.heading')}</p>
      <ul className="list-disc space-y-0.5 pl-5">
        {sources.map((source) => (
          <li key={source.name}>
            {t('sources.item', { name: source.name, reason: reasonOf(source) })}
          </li>
        ))}
      </ul>
      <p>{t('sources.fix')}</p>
    </div>
  );
}
