import { createDocument } from '@reelwright/timeline';
import type { OutlineSection } from '@reelwright/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { blankDocument, type StudioDocument } from '../studio-document';
import { ScriptForm } from './script-form';

type HarnessProps = {
  initial: StudioDocument;
  onMakeOutline?: () => Promise<OutlineSection[] | null>;
  onGenerateFromOutline?: (outline: OutlineSection[]) => void;
};

function Harness({
  initial,
  onMakeOutline = async () => null,
  onGenerateFromOutline = vi.fn(),
}: HarnessProps) {
  const [document, setDocument] = useState(initial);
  return (
    <>
      <ScriptForm
        document={document}
        edit={(recipe) => setDocument(recipe)}
        busy={null}
        onSuggestKeyPoints={vi.fn()}
        onGenerate={vi.fn()}
        onMakeOutline={onMakeOutline}
        onGenerateFromOutline={onGenerateFromOutline}
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

const OUTLINE: OutlineSection[] = [
  { kind: 'hook', title: 'Hook', note: 'Why most coffee is brewed too hot' },
  { kind: 'body', title: 'Grind size', note: 'Like sea salt' },
  { kind: 'body', title: 'Water temperature', note: 'Just off the boil' },
  { kind: 'cta', title: 'Subscribe', note: '' },
];

const titles = () =>
  within(screen.getByRole('list', { name: 'Outline' }))
    .getAllByRole('textbox', { name: /title$/ })
    .map((field) => (field as HTMLInputElement).value);

describe('starting from an outline', () => {
  it('makes an outline, edits and reorders it with buttons and keys, then writes from it', async () => {
    const write = vi.fn();
    render(
      <Harness
        initial={{ ...blankDocument(), topic: 'Pour-over coffee' }}
        onMakeOutline={async () => OUTLINE}
        onGenerateFromOutline={write}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Start from an outline' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Make an outline' }));
    });
    expect(titles()).toEqual(['Hook', 'Grind size', 'Water temperature', 'Subscribe']);

    // Down with its button: the focus stays on the moved section's button.
    const down = screen.getByRole('button', { name: 'Move section 2 down' });
    fireEvent.click(down);
    expect(titles()).toEqual(['Hook', 'Water temperature', 'Grind size', 'Subscribe']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move section 3 down' }),
    );

    // Alt+↑ in a title moves that section up, and its title keeps the focus.
    const title = screen.getByRole('textbox', { name: 'Section 3 title' });
    title.focus();
    fireEvent.keyDown(title, { key: 'ArrowUp', altKey: true });
    expect(titles()).toEqual(['Hook', 'Grind size', 'Water temperature', 'Subscribe']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Section 2 title' }));

    // A new section goes before the closing call to action; an untitled one blocks writing.
    fireEvent.click(screen.getByRole('button', { name: 'Add a section' }));
    expect(titles()).toEqual(['Hook', 'Grind size', 'Water temperature', '', 'Subscribe']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Section 4 title' }));
    const writeButton = screen.getByRole('button', { name: 'Write the script from this outline' });
    expect((writeButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Section 4 title' }), {
      target: { value: 'The bloom' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Section 4 note' }), {
      target: { value: 'Wait thirty seconds' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete section 1' }));

    fireEvent.click(writeButton);
    expect(write).toHaveBeenCalledWith([
      { kind: 'body', title: 'Grind size', note: 'Like sea salt' },
      { kind: 'body', title: 'Water temperature', note: 'Just off the boil' },
      { kind: 'body', title: 'The bloom', note: 'Wait thirty seconds' },
      { kind: 'cta', title: 'Subscribe', note: '' },
    ]);
  });

  it('cannot make an outline without a topic', () => {
    render(<Harness initial={blankDocument()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start from an outline' }));
    const make = screen.getByRole('button', { name: 'Make an outline' }) as HTMLButtonElement;
    expect(make.disabled).toBe(true);
  });
});
