import { useId, type ReactNode } from 'react';

type SettingsSectionProps = {
  title: string;
  description?: ReactNode;
  /** The danger zone's red frame. */
  danger?: boolean;
  children: ReactNode;
};

/** One card of the settings page, a labelled region screen readers can jump to. */
export function SettingsSection({
  title,
  description,
  danger = false,
  children,
}: SettingsSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-card border bg-surface p-6 shadow-sm ${danger ? 'border-danger-600/40' : 'border-line'}`}
    >
      <h2 id={titleId} className={`text-lg font-semibold ${danger ? 'text-danger-700' : ''}`}>
        {title}
      </h2>
      {description !== undefined && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
