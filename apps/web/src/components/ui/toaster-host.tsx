import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { DEFAULT_TOAST_DURATION_MS } from './toast';

// sonner's light rich colours put text below WCAG AA contrast (4.5:1) on their pale backgrounds
// (success 4.3:1, warning about 3:1); the theme's darker shades take their place.
const accessibleColors = {
  '--success-text': 'var(--color-success-700)',
  '--info-text': 'var(--color-brand-700)',
  '--warning-text': 'var(--color-warning-700)',
  '--error-text': 'var(--color-danger-700)',
} as CSSProperties;

export default function ToasterHost() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="top-right"
      closeButton
      richColors
      duration={DEFAULT_TOAST_DURATION_MS}
      style={accessibleColors}
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}
