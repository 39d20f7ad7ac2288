import { useMemo, type Ref } from 'react';
import { splitCues } from '../core/cue-notes';

export type ScriptViewProps = {
  script: string;
  fontSize: number;
  mirrorX: boolean;
  mirrorY: boolean;
  readingLine: boolean;
  /** 3, 2, 1 before recording starts; null otherwise */
  countdown: number | null;
  label: string;
  emptyText: string;
  /** a narrow centred column (an upright read) rather than the window's width */
  narrow?: boolean;
  viewportRef: Ref<HTMLDivElement>;
  contentRef: Ref<HTMLDivElement>;
};

/**
 * The script as the presenter reads it: large type on black, `[cue]` notes dimmed, a reading
 * line a third of the way down, and a lead-in and run-out so the first and last lines can reach
 * it. Mirroring flips everything (text, line and countdown) for beam-splitter glass. The text is
 * moved by its owner through `contentRef` (a transform), never by React.
 */
export function ScriptView({
  script,
  fontSize,
  mirrorX,
  mirrorY,
  readingLine,
  countdown,
  label,
  emptyText,
  narrow = false,
  viewportRef,
  contentRef,
}: ScriptViewProps) {
  const segments = useMemo(() => splitCues(script), [script]);
  const flip = `scale(${mirrorX ? -1 : 1}, ${mirrorY ? -1 : 1})`;

  return (
    <div
      ref={viewportRef}
      role="region"
      aria-label={label}
      data-mirror-x={mirrorX}
      data-mirror-y={mirrorY}
      className="relative h-full min-h-0 overflow-hidden bg-black text-white [container-type:size]"
    >
      <div className="relative h-full" style={{ transform: flip }}>
        <div
          ref={contentRef}
          data-testid="teleprompter-text"
          className={`px-[6%] font-semibold will-change-transform ${narrow ? 'mx-auto max-w-[30rem]' : ''}`}
          style={{ fontSize: `${fontSize}px`, lineHeight: 1.5 }}
        >
          <div aria-hidden="true" className="h-[35cqh]" />
          {segments.length === 0 ? (
            <p className="text-white/60">{emptyText}</p>
          ) : (
            <p className="break-words whitespace-pre-wrap">
              {segments.map((segment, index) =>
                segment.cue ? (
                  <span key={index} data-cue="" className="font-normal text-white/45 italic">
                    {segment.text}
                  </span>
                ) : (
                  <span key={index}>{segment.text}</span>
                ),
              )}
            </p>
          )}
          <div aria-hidden="true" className="h-[60cqh]" />
        </div>
        {readingLine && (
          <div
            aria-hidden="true"
            data-testid="reading-line"
            className="pointer-events-none absolute inset-x-0 top-[35%] flex items-center"
          >
            <span className="size-0 border-y-8 border-l-[12px] border-y-transparent border-l-brand-300" />
            <span className="h-0.5 flex-1 bg-brand-300/50" />
          </div>
        )}
        {countdown !== null && countdown > 0 && (
          <div className="absolute inset-0 grid place-items-center bg-black/60">
            <span
              aria-live="assertive"
              className="text-[min(40cqh,12rem)] leading-none font-bold tabular-nums"
            >
              {countdown}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
