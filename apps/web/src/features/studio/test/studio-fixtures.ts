import type { Project } from '@reelwright/contracts';
import { ok } from '../../../test/users';

export const PROJECT_ID = '0b7a6c2e-3f41-4d8a-9c55-2e6f1a7b8c90';

/** A project as the server answers it. */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: PROJECT_ID,
    schemaVersion: 1,
    revision: 1,
    title: 'Home espresso',
    topic: 'Home espresso',
    contentType: 'lifestyle',
    language: 'english',
    duration: 'medium',
    keyPoints: [],
    script: '',
    voiceOvers: [],
    timeline: null,
    thumbnails: [],
    chapters: [],
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const projectAnswer = (project: Project, status = 200) => ok({ project }, status);

/** A Server-Sent Events answer: one `delta` per piece, then `done` with `data`. */
export function sseResponse(pieces: string[], data: unknown): Response {
  const text =
    pieces.map((piece) => `event: delta\ndata: ${JSON.stringify({ text: piece })}\n\n`).join('') +
    `event: done\ndata: ${JSON.stringify(data)}\n\n`;
  return new Response(text, { headers: { 'content-type': 'text/event-stream' } });
}

export { stubApi } from '../../../test/stub-api';
