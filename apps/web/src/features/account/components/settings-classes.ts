// The settings page's shared looks (the auth forms' inputs and buttons, sized for a settings card).
export const inputClass =
  'block w-full rounded-control border border-line-strong bg-surface px-3.5 py-2.5 text-ink placeholder:text-ink-muted/70 aria-invalid:border-danger-600 disabled:bg-surface-sunken';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-control bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-control border border-line-strong px-4 py-2 text-sm font-semibold hover:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-60';

export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-control bg-danger-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-danger-700 disabled:cursor-not-allowed disabled:opacity-60';
