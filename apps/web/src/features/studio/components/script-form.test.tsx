import { createDocument } from '@reelwright/timeline';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { blankDocument, type StudioDocument } from '../studio-document';
import { ScriptForm } from './script-form';

function Harness({ initial }: { initial: StudioDocument }) {
  const [document, setDocument] = useState(initial);
  return (
    <>
      <ScriptForm
        document={document}
        edit={(recipe) => setDocument(recipe)}
        busy={null}
        onSuggestKeyPoints={vi.fn()}
        onGenerate={vi.fn()}
        onStop={vi.fn()}
      />
      <output aria-label="Chosen duration">{document.duration}</output>
    </>
  );
}

const durationSelect = () =>
  screen.getByRole('combobox', { name: 'Duration' }) as HTMLSelectElement;
const optionLabels = () =>
  within(durationSelect())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the script’s duration', () => {
  it('lists the Short durations first for a vertical (9:16) project, and a Short can be chosen', () => {
    render(<Harness initial={{ ...blankDocument(), timeline: createDocument('9:16') }} />);
    expect(optionLabels()).toEqual([
      'Short-form · 15 s',
      'Short-form · 30 s',
      'Short-form · 60 s',
      'Short-form · 90 s',
      'Short (≈ 5 min)',
      'Medium (≈ 10 min)',
      'Long (≈ 15 min)',
      'Extra long (≈ 20 min)',
    ]);
    fireEvent.change(durationSelect(), { target: { value: '30s' } });
    expect(screen.getByRole('status', { name: 'Chosen duration' }).textContent).toBe('30s');
  });

  it.each([
    ['a landscape project', createDocument('16:9')],
    ['a square project', createDocument('1:1')],
    ['a project without a timeline yet', null],
  ])('keeps the long durations first for %s', (_name, timeline) => {
    render(<Harness initial={{ ...blankDocument(), timeline }} />);
    expect(optionLabels()).toEqual([
      'Short (≈ 5 min)',
      'Medium (≈ 10 min)',
      'Long (≈ 15 min)',
      'Extra long (≈ 20 min)',
      'Short-form · 15 s',
      'Short-form · 30 s',
      'Short-form · 60 s',
      'Short-form · 90 s',
    ]);
  });
});
