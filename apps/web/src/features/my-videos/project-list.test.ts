import type { Project, ProjectSummary } from '@reelwright/contracts';
import { describe, expect, it } from 'vitest';
import { copyTitle, formatLength, withCopy, withoutProject, withRenamed } from './project-list';

const summary = (id: string, title: string): ProjectSummary => ({
  id,
  title,
  topic: `${title} topic`,
  contentType: 'tech',
  language: 'english',
  duration: 'medium',
  revision: 2,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
  thumbnailUrl: `/api/files/${id}`,
  lengthMs: 65_000,
});

const project = (id: string, title: string, revision: number): Project =>
  ({
    ...summary(id, title),
    revision,
    updatedAt: '2025-03-05T09:00:00.000Z',
  }) as unknown as Project;

describe('My Videos list changes', () => {
  const list = [summary('a', 'Alpha'), summary('b', 'Beta')];

  it('renames in place with the new revision and change time', () => {
    expect(withRenamed(list, project('b', 'Beta final', 3))).toEqual([
      list[0],
      { ...list[1], title: 'Beta final', revision: 3, updatedAt: '2025-03-05T09:00:00.000Z' },
    ]);
  });

  it('puts a copy first with the original’s picture and length, and removes a deleted one', () => {
    const next = withCopy(list, list[1]!, project('c', 'Beta (copy)', 0));
    expect(next.map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
    expect(next[0]).toMatchObject({
      title: 'Beta (copy)',
      revision: 0,
      thumbnailUrl: '/api/files/b',
      lengthMs: 65_000,
    });
    expect(withoutProject(next, 'a').map((entry) => entry.id)).toEqual(['c', 'b']);
  });

  it('marks a copy’s title and keeps it within 200 characters', () => {
    expect(copyTitle('Pour-over', ' (copy)')).toBe('Pour-over (copy)');
    const long = copyTitle('x'.repeat(200), ' (копия)');
    expect(long).toHaveLength(200);
    expect(long.endsWith(' (копия)')).toBe(true);
  });

  it('shows lengths as a player does', () => {
    expect(formatLength(7_000)).toBe('0:07');
    expect(formatLength(245_400)).toBe('4:05');
    expect(formatLength(3_723_000)).toBe('1:02:03');
    expect(formatLength(499)).toBe('0:00');
  });
});
