import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { requestToaster } from './toaster';

export const DEFAULT_TOAST_DURATION_MS = 5000;

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export type NotifyOptions = {
  type: ToastType;
  title: string;
  message?: string;
  /** a button in the toast; its label may carry a longer accessible name (an sr-only span) */
  action?: { label: ReactNode; onClick: () => void };
  duration?: number;
};

export function notify({
  type,
  title,
  message,
  action,
  duration = DEFAULT_TOAST_DURATION_MS,
}: NotifyOptions) {
  requestToaster();
  return toast[type](title, { description: message, action, duration });
}
