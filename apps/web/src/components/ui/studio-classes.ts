/** Shared looks of the studio's controls on its dark surface. */
export const fieldClass =
  'w-full rounded-control border border-studio-line bg-studio-bg px-3 py-2 text-sm text-studio-ink placeholder:text-studio-ink-muted/80 hover:border-studio-ink-muted/60 disabled:cursor-not-allowed disabled:opacity-60';

export const labelClass =
  'block text-xs font-semibold tracking-wide text-studio-ink-muted uppercase';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-control bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-1.5 rounded-control border border-studio-line bg-studio-raised px-3 py-1.5 text-sm font-medium text-studio-ink hover:border-studio-ink-muted/60 disabled:cursor-not-allowed disabled:opacity-50';

export const iconButtonClass =
  'grid size-8 shrink-0 place-items-center rounded-control text-studio-ink-muted hover:bg-studio-raised hover:text-studio-ink disabled:cursor-not-allowed disabled:opacity-50';
