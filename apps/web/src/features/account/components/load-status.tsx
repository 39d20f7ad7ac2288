import type { RemoteData } from '../../../lib/use-remote-data';
import { secondaryButtonClass } from './settings-classes';

/** What a settings section says while its data loads, or when loading failed (with a retry). */
export function LoadStatus({
  remote,
  loadingText,
  failedText,
  retryText,
  onRetry,
}: {
  remote: RemoteData<unknown>;
  loadingText: string;
  failedText: string;
  retryText: string;
  onRetry: () => void;
}) {
  if (remote.state === 'loading') {
    return (
      <p role="status" className="text-sm text-ink-muted">
        {loadingText}
      </p>
    );
  }
  if (remote.state === 'failed') {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-danger-700">
          {failedText}
        </p>
        <button type="button" onClick={onRetry} className={secondaryButtonClass}>
          {retryText}
        </button>
      </div>
    );
  }
  return null;
}
