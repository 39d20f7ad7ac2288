import { toast } from 'sonner';
import { requestToaster } from './toaster';

export const DEFAULT_TOAST_DURATION_MS = 5000;

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export type NotifyOptions = {
  type: ToastType;
  title: string;
  message?: string;
  action?: { label: string; onClick: () => void };
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
