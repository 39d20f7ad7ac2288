import { useCallback, useState } from 'react';
import {
  parseStoredSettings,
  readStoredSettings,
  serializeSettings,
  settingsKey,
  type TeleprompterSettings,
} from './core/teleprompter-settings';

const readRaw = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** The user's teleprompter settings, read once and written back on every change. */
export function useTeleprompterSettings(userId: string) {
  const key = settingsKey(userId);
  const [settings, setSettings] = useState<TeleprompterSettings>(() =>
    readStoredSettings(readRaw(key)),
  );

  const update = useCallback(
    (change: Partial<TeleprompterSettings>) =>
      setSettings((current) => {
        const next = parseStoredSettings({ ...current, ...change });
        try {
          localStorage.setItem(key, serializeSettings(next));
        } catch {
          // Private mode or a full disk: the settings still apply for this visit.
        }
        return next;
      }),
    [key],
  );

  return [settings, update] as const;
}
