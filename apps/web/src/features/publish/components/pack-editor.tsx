import type { PublishPack } from '@reelwright/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/save-blob';
import { useCopy } from '../hooks/use-copy';
import { useProjectThumbnails, type ThumbnailPorts } from '../hooks/use-project-thumbnails';
import { chaptersText } from '../kit-texts';
import { kitTextsOf, type PublishDraft } from '../publish-draft';
import { buildPublishKit, KIT_FILE_NAME, thumbnailName } from '../publish-kit';
import { ChaptersEditor } from './chapters-editor';
import { DescriptionEditor } from './description-editor';
import { KitDownload, type KitState } from './kit-download';
import { TagsEditor } from './tags-editor';
import { ThumbnailChoice } from './thumbnail-choice';
import { TitleChoices } from './title-choices';

/** The video exported in this tab, for the kit. */
export interface ExportedVideo {
  blob: Blob;
  format: 'mp4' | 'webm';
}

export type PackEditorProps = {
  projectId: string;
  pack: PublishPack;
  draft: PublishDraft;
  onChange: (patch: Partial<PublishDraft>) => void;
  onPickTitle: (index: number) => void;
  video: ExportedVideo | null;
  /** the timeline's captions as SubRip now, or null when it has none */
  captionsSrt: () => string | null;
  thumbnails: ThumbnailPorts;
};

const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : String(error);

/** The pack at work: every part editable and copyable, the thumbnail chosen, the kit downloaded. */
export function PackEditor({
  projectId,
  pack,
  draft,
  onChange,
  onPickTitle,
  video,
  captionsSrt,
  thumbnails: ports,
}: PackEditorProps) {
  const { t } = useTranslation('publish');
  const { copied, copy } = useCopy();
  const thumbnails = useProjectThumbnails(projectId, ports);
  /** undefined: the newest, once it has arrived */
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [kit, setKit] = useState<KitState>({ kind: 'idle' });
  const packing = useRef<AbortController | null>(null);
  useEffect(() => () => packing.current?.abort(), []);

  const offered = thumbnails.kind === 'ready' ? thumbnails.thumbnails : [];
  const chosenId = chosen === undefined ? (offered[0]?.id ?? null) : chosen;
  const chosenThumbnail = offered.find((item) => item.id === chosenId) ?? null;
  const srt = captionsSrt();
  const texts = kitTextsOf(draft);

  const download = async () => {
    const controller = new AbortController();
    packing.current = controller;
    setKit({ kind: 'packing', percent: 0 });
    try {
      // A picture still on its way is fetched now, so the kit never goes without it.
      const picture =
        chosenThumbnail === null
          ? null
          : (chosenThumbnail.picture?.blob ??
            (await ports.image(chosenThumbnail.url, controller.signal)));
      const blob = await buildPublishKit(
        { ...texts, video, thumbnail: picture, captionsSrt: captionsSrt() },
        {
          signal: controller.signal,
          onProgress: (done, total) =>
            setKit({
              kind: 'packing',
              percent: total === 0 ? 100 : Math.round((done / total) * 100),
            }),
        },
      );
      saveBlob(blob, KIT_FILE_NAME);
      setKit({ kind: 'done' });
    } catch (error) {
      if (!controller.signal.aborted) setKit({ kind: 'failed', message: messageOf(error) });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <TitleChoices
          titles={pack.titles}
          pickedIndex={draft.titleIndex}
          title={draft.title}
          onPick={onPickTitle}
          onTitleChange={(title) => onChange({ title })}
          copied={copied === 'title'}
          onCopy={() => void copy('title', texts.title)}
        />
        <TagsEditor
          tags={draft.tags}
          hashtags={draft.hashtags}
          onTagsChange={(tags) => onChange({ tags })}
          onHashtagsChange={(hashtags) => onChange({ hashtags })}
          copied={copied === 'tags' || copied === 'hashtags' ? copied : null}
          onCopy={(part) =>
            void copy(part, part === 'tags' ? texts.tags.join(', ') : texts.hashtags.join(' '))
          }
        />
      </div>
      <div className="space-y-6">
        <DescriptionEditor
          description={draft.description}
          onChange={(description) => onChange({ description })}
          copied={copied === 'description'}
          onCopy={() => void copy('description', draft.description)}
        />
        <ChaptersEditor
          rows={draft.chapters}
          source={pack.chapterSource}
          onChange={(chapters) => onChange({ chapters })}
          copied={copied === 'chapters'}
          onCopy={() => void copy('chapters', chaptersText(texts.chapters))}
        />
      </div>
      <div className="space-y-6 border-t border-studio-line pt-5 lg:col-span-2">
        <ThumbnailChoice state={thumbnails} chosenId={chosenId} onChoose={setChosen} />
        <KitDownload
          video={video === null ? null : { format: video.format, size: video.blob.size }}
          thumbnailName={
            chosenThumbnail === null
              ? null
              : thumbnailName(chosenThumbnail.picture?.blob.type ?? 'image/png')
          }
          hasCaptions={srt !== null && srt.trim() !== ''}
          state={kit}
          onDownload={() => void download()}
        />
      </div>
      <p className="sr-only">{t(`writer.${pack.writer}`)}</p>
    </div>
  );
}
