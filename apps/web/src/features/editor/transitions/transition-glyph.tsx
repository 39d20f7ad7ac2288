import type { TransitionKind } from '@reelwright/timeline';

// A small picture of a transition half way through: the outgoing clip amber, the incoming sky.

const OUT = '#f59e0b';
const IN = '#38bdf8';
const W = 32;
const H = 20;

const HALVES = {
  left: { x: W / 2, y: 0, width: W / 2, height: H },
  right: { x: 0, y: 0, width: W / 2, height: H },
  up: { x: 0, y: H / 2, width: W, height: H / 2 },
  down: { x: 0, y: 0, width: W, height: H / 2 },
} as const;

const ARROWS = {
  left: 'M22 10 H10 M14 6 L10 10 L14 14',
  right: 'M10 10 H22 M18 6 L22 10 L18 14',
  up: 'M16 16 V4 M12 8 L16 4 L20 8',
  down: 'M16 4 V16 M12 12 L16 16 L20 12',
} as const;

export function TransitionGlyph({ kind }: { kind: TransitionKind }) {
  const gradient = `transition-glyph-${kind}`;
  let body;
  if (kind === 'crossfade')
    body = (
      <>
        <rect width={W} height={H} fill={OUT} />
        <rect width={W} height={H} fill={IN} opacity={0.5} />
      </>
    );
  else if (kind === 'dip-black' || kind === 'dip-white') {
    const colour = kind === 'dip-black' ? '#000000' : '#ffffff';
    body = (
      <>
        <defs>
          <linearGradient id={gradient}>
            <stop offset="0" stopColor={OUT} />
            <stop offset="0.5" stopColor={colour} />
            <stop offset="1" stopColor={IN} />
          </linearGradient>
        </defs>
        <rect width={W} height={H} fill={`url(#${gradient})`} />
      </>
    );
  } else {
    const [family, direction] = kind.split('-') as ['wipe' | 'slide', keyof typeof HALVES];
    body = (
      <>
        <rect width={W} height={H} fill={OUT} />
        <rect {...HALVES[direction]} fill={IN} />
        {family === 'slide' && (
          <path d={ARROWS[direction]} stroke="#ffffff" strokeWidth={2} fill="none" />
        )}
      </>
    );
  }
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      className="shrink-0 rounded-sm border border-studio-line"
    >
      {body}
    </svg>
  );
}
