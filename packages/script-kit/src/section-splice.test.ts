import { describe, expect, it } from 'vitest';
import { scriptSections } from './script-sections';
import { sectionPlaceIn, sectionsAreParagraphs, spliceSection } from './section-splice';

const headings = '## Hook\nDid you know?\n\n## Beans\nGrind coarse.\n\n## Outro\nBye.';
const paragraphs = 'Did you know?\n\nGrind coarse. Use a medium roast.\n\nBye for now.';

describe('spliceSection', () => {
  it('replaces a section’s body after its heading, every other byte kept', () => {
    const [, beans] = scriptSections(headings, 'english');
    const result = spliceSection(headings, beans!, '  Grind like sea salt.\n', {
      oneParagraph: false,
      language: 'english',
    });
    expect(result).toEqual({
      section: '## Beans\nGrind like sea salt.',
      script: '## Hook\nDid you know?\n\n## Beans\nGrind like sea salt.\n\n## Outro\nBye.',
      range: { start: 23, end: 45 },
    });
  });

  it('keeps a paragraph one paragraph, so the script keeps its sections', () => {
    const sections = scriptSections(paragraphs, 'english');
    expect(sectionsAreParagraphs(paragraphs, sections)).toBe(true);
    expect(sectionsAreParagraphs(headings, scriptSections(headings, 'english'))).toBe(false);
    const result = spliceSection(paragraphs, sections[1]!, 'Grind coarse.\n\nThen wait.', {
      oneParagraph: true,
      language: 'english',
    });
    expect(result.script).toBe('Did you know?\n\nGrind coarse. Then wait.\n\nBye for now.');
    expect(scriptSections(result.script, 'english')).toHaveLength(3);
    const chinese = spliceSection(
      '你好。\n\n第一步。\n\n再见。',
      scriptSections('你好。\n\n第一步。\n\n再见。', 'chinese')[1]!,
      '先磨豆。\n再冲水。',
      {
        oneParagraph: true,
        language: 'chinese',
      },
    );
    expect(chinese.script).toBe('你好。\n\n先磨豆。再冲水。\n\n再见。');
  });

  it('maps the offsets back onto a script with \\r\\n line endings and writes the body with them', () => {
    const crlf = headings.replace(/\n/g, '\r\n');
    const [, beans] = scriptSections(crlf, 'english');
    expect(sectionPlaceIn(crlf, beans!)).toEqual({
      start: crlf.indexOf('## Beans'),
      bodyStart: crlf.indexOf('Grind'),
      end: crlf.indexOf('\r\n\r\n## Outro'),
    });
    const result = spliceSection(crlf, beans!, 'Coarse.\nLike salt.', {
      oneParagraph: false,
      language: 'english',
    });
    expect(result.script).toBe(
      '## Hook\r\nDid you know?\r\n\r\n## Beans\r\nCoarse.\r\nLike salt.\r\n\r\n## Outro\r\nBye.',
    );
  });
});
