import {
  addItem,
  createDocument,
  parseDocument,
  timelineDocumentSchema,
  type TimelineDocument,
} from '@reelwright/timeline';
import { z } from 'zod';

/** A small timeline as the reference shows it: one title on the overlay track. */
const EXAMPLE: TimelineDocument = addItem(
  createDocument(),
  { id: 'title-1', mediaId: '', name: 'Hello', url: '', type: 'text', text: { content: 'Hello' } },
  0,
).document;

/**
 * The editor's saved timeline (schema version 5), published in the OpenAPI document as the
 * `TimelineDocument` component (`TimelineDocumentInput` for what a body may send: fields with a
 * default may be left out). Every field is the timeline engine's own schema.
 */
export const timelineDocumentContract = timelineDocumentSchema.meta({
  id: 'TimelineDocument',
  description:
    'The video editor’s timeline: tracks of items in integer milliseconds. Older versions ' +
    '(`schemaVersion` 1–4) are accepted and upgraded to the current one; a value out of range ' +
    'is refused with 400 naming its field, e.g. `body.timeline.tracks.3.items.0.speed`.',
  examples: [EXAMPLE],
});

/** `tracks.3.items.0.speed: Too big…` → (['tracks', 3, 'items', 0, 'speed'], 'Too big…') */
function splitError(error: string): { path: PropertyKey[]; message: string } {
  const match = /^([\w.]+): ([\s\S]*)$/.exec(error);
  if (match === null) return { path: [], message: error };
  const path = match[1] === 'document' ? [] : match[1]!.split('.');
  return {
    path: path.map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
    message: match[2]!,
  };
}

/**
 * A project's `timeline`: checked and upgraded by the timeline engine's own `parseDocument`
 * (older schema versions migrate, items come back in order), then held to the published schema.
 * A refusal names the field inside the timeline, so the API answers `body.timeline.<path>: …`.
 */
export const projectTimelineSchema = z
  .preprocess((value, context) => {
    // A JSON string is not a document here (parseDocument would read one).
    if (typeof value !== 'object') {
      context.addIssue({
        code: 'custom',
        message: 'expected a timeline document object',
        input: value,
      });
      return value;
    }
    const parsed = parseDocument(value);
    if (parsed.ok) return parsed.document;
    const { path, message } = splitError(parsed.error);
    context.addIssue({ code: 'custom', path, message, input: value });
    return value;
  }, timelineDocumentContract)
  .nullable() as unknown as z.ZodType<Record<string, unknown> | null>;
// Typed as plain JSON, as before: clients hold it as the engine's (readonly) `TimelineDocument`
// after their own `parseDocument`, and the schema above is what checks it at run time.
