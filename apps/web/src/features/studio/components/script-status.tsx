import { useTranslation } from 'react-i18next';

type ScriptStatusProps = {
  /** Out of 10; null while there is nothing to assess. */
  score: number | null;
  minutes: number | null;
  characters: number;
};

/** Below this a script's spoken length reads in seconds (a Short is 15–90 s). */
const SECONDS_BELOW_MINUTES = 2;

/** One line under the script: quality out of 10, spoken length, characters. */
export function ScriptStatus({ score, minutes, characters }: ScriptStatusProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const parts = [
    score === null ? null : t('studio.status.score', { score: number.format(score) }),
    minutes === null
      ? null
      : minutes < SECONDS_BELOW_MINUTES
        ? t('studio.status.seconds', { seconds: Math.round(minutes * 60) })
        : t('studio.status.minutes', { minutes: number.format(minutes) }),
    t('studio.status.characters', { characters: number.format(characters) }),
  ].filter((part) => part !== null);
  return <p className="text-xs text-studio-ink-muted">{parts.join(' · ')}</p>;
}
