import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { addKeyPoint, removeKeyPoint } from '../key-point-rows';
import { KeyPointsEditor } from './key-points-editor';

function Harness({ initial, canSuggest = true }: { initial: string[]; canSuggest?: boolean }) {
  const [rows, setRows] = useState(initial);
  return (
    <KeyPointsEditor
      rows={rows}
      onChange={setRows}
      onSuggest={vi.fn()}
      canSuggest={canSuggest}
      suggesting={false}
      disabled={false}
    />
  );
}

const addButton = () =>
  screen.getByRole('button', { name: 'Add a key point' }) as HTMLButtonElement;
const rowInputs = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove key point/ });

describe('key point rows', () => {
  it('adds rows up to ten, then disables Add', () => {
    render(<Harness initial={['']} />);
    for (let count = 1; count < 10; count += 1) {
      expect(addButton().disabled).toBe(false);
      fireEvent.click(addButton());
    }
    expect(rowInputs()).toHaveLength(10);
    expect(addButton().disabled).toBe(true);
    expect(screen.getByText("That's the maximum of 10 key points.")).toBeTruthy();
    // The new row takes the focus, ready to type in.
    expect(document.activeElement).toBe(rowInputs()[9]);
    expect(addKeyPoint(Array.from({ length: 10 }, () => 'x'))).toHaveLength(10);
  });

  it('shows Remove only while there is more than one row', () => {
    render(<Harness initial={['Beans']} />);
    expect(removeButtons()).toHaveLength(0);
    fireEvent.click(addButton());
    expect(removeButtons()).toHaveLength(2);
    fireEvent.change(rowInputs()[1]!, { target: { value: 'Grind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove key point 1' }));
    expect(rowInputs().map((input) => input.value)).toEqual(['Grind']);
    expect(removeButtons()).toHaveLength(0);
  });

  it('leaves one empty row when the last one is removed', () => {
    expect(removeKeyPoint(['Only'], 0)).toEqual(['']);
    expect(removeKeyPoint(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
  });

  it('offers AI key points only when it may', () => {
    render(<Harness initial={['']} canSuggest={false} />);
    const ai = screen.getByRole('button', {
      name: 'Suggest key points with AI',
    }) as HTMLButtonElement;
    expect(ai.disabled).toBe(true);
    expect(ai.textContent).toBe('AI');
  });
});
