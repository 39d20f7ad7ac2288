export type TeleprompterKeyAction = 'toggle' | 'speedUp' | 'speedDown' | 'top';

/**
 * Space starts/pauses, ↑/↓ change speed, Home goes back to the top. Keys typed into a text
 * field are not shortcuts (`inTextField`), nor are chords with Ctrl/Meta/Alt.
 */
export const keyAction = (event: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  inTextField?: boolean;
}): TeleprompterKeyAction | null => {
  if (event.inTextField || event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
      return 'toggle';
    case 'ArrowUp':
      return 'speedUp';
    case 'ArrowDown':
      return 'speedDown';
    case 'Home':
      return 'top';
    default:
      return null;
  }
};
