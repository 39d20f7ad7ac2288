import { useSession } from '../../features/auth/session/session-provider';
import type { RecordSlotProps } from '../../features/studio/record-slot';
import { RecordYourself } from '../../features/teleprompter/components/record-yourself';
import { orientationFor } from '../../features/teleprompter/core/recording-format';
import { useStudioMedia } from './studio-media';

/**
 * 'Record yourself' in the studio: the teleprompter, whose takes go into the editor's media
 * library ('Save to media') or onto its timeline as well ('Use'); upright for a vertical project.
 */
export function StudioRecorder({ script, format, onUsed, onSavedToMedia }: RecordSlotProps) {
  const { user } = useSession();
  const media = useStudioMedia();
  return (
    <RecordYourself
      script={script}
      userId={user?.id ?? 'guest'}
      orientation={orientationFor(format)}
      onUse={async (recording) => {
        const take = await media.saveRecording(recording);
        media.rememberUsedTake(take);
        media.placeOnTimeline(take);
        onUsed();
      }}
      onSaveToMedia={async (recording) => {
        await media.saveRecording(recording);
        onSavedToMedia();
      }}
    />
  );
}
