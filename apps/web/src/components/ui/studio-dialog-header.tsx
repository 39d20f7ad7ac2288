import { X, type LucideIcon } from 'lucide-react';
import { iconButtonClass } from './studio-classes';

export type StudioDialogHeaderProps = {
  icon: LucideIcon;
  /** the id the dialog is labelled by */
  titleId: string;
  title: string;
  subtitle: string;
  /** the id the dialog is described by, when the subtitle describes it */
  subtitleId?: string;
  closeLabel: string;
  onClose: () => void;
  className?: string;
};

/** A studio dialog's head: its icon, title and subtitle, and a close button. */
export function StudioDialogHeader({
  icon: Icon,
  titleId,
  title,
  subtitle,
  subtitleId,
  closeLabel,
  onClose,
  className = '',
}: StudioDialogHeaderProps) {
  return (
    <header className={`flex gap-3 ${className}`}>
      <span className="grid size-9 shrink-0 place-items-center rounded-control bg-brand-600/20 text-brand-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={subtitleId} className="text-sm text-studio-ink-muted">
          {subtitle}
        </p>
      </div>
      <button type="button" className={iconButtonClass} aria-label={closeLabel} onClick={onClose}>
        <X aria-hidden="true" className="size-5" />
      </button>
    </header>
  );
}
