import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type InDevelopmentBadgeProps = {
  tone?: 'light' | 'dark';
  className?: string;
};

const tones = {
  light: 'border-warning-200 bg-warning-50 text-warning-700',
  dark: 'border-studio-notice bg-studio-notice text-studio-notice-ink',
};

export function InDevelopmentBadge({ tone = 'light', className = '' }: InDevelopmentBadgeProps) {
  const { t } = useTranslation();
  return (
    <p
      className={`inline-flex items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-medium ${tones[tone]} ${className}`}
    >
      <Hammer aria-hidden="true" className="size-4 shrink-0" />
      {t('common.inDevelopment')}
    </p>
  );
}
