// What the pointer is doing on the timeline, and the status text the panel header shows for it.

export type TimelineMode =
  | { kind: 'idle' }
  | { kind: 'dragging-library'; overTimeline: boolean; ripple: boolean }
  | { kind: 'moving'; push: boolean }
  | { kind: 'resizing'; edge: 'left' | 'right' }
  | { kind: 'copied'; name: string }
  /** an edit was refused because the item's track is locked */
  | { kind: 'locked'; name: string };

export function headerStatus(mode: TimelineMode): string {
  switch (mode.kind) {
    case 'idle':
      return '';
    case 'dragging-library':
      if (!mode.overTimeline) return 'Ready to add: drop on a track';
      return mode.ripple ? 'Adding: ripple (later items shift right)' : 'Adding: exact position';
    case 'moving':
      return mode.push ? 'Moving: push (later items shift right)' : 'Moving: exact position';
    case 'resizing':
      return `Trimming: ${mode.edge} edge`;
    case 'copied':
      return `Item copied: ${mode.name}`;
    case 'locked':
      return `${mode.name} is locked`;
  }
}
