import type { ReactNode } from 'react';

export const authLinkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** The centred card every auth page (sign-in, forgot, reset) sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-surface px-4 py-12 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-panel border border-line bg-surface p-6 shadow-card sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
        {subtitle !== undefined && <p className="mt-2 text-ink-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
