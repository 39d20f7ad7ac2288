import type { PublishPack } from '@reelwright/contracts';
import { describe, expect, it } from 'vitest';
import { chapterProblems, chaptersOf, draftFromPack, kitTextsOf } from './publish-draft';

const PACK: PublishPack = {
  titles: [
    { text: 'How to brew pour-over coffee at home', score: 8.5, why: ['Clear'] },
    { text: '5 pour-over mistakes', score: 8, why: ['A number'] },
    { text: 'Why is your coffee bitter?', score: 7, why: ['A question'] },
    { text: 'The pour-over secret', score: 6, why: ['Curiosity'] },
    { text: 'Pour-over: the result', score: 5, why: [] },
  ],
  description: 'Brew better.\n\n00:00 Intro\n00:12 Grind\n00:30 Pour',
  chapters: [
    { title: 'Intro', start: 0 },
    { title: 'Grind', start: 12.4 },
    { title: 'Pour', start: 30 },
  ],
  tags: ['coffee', 'pour over'],
  hashtags: ['#coffee', '#pourover', '#brewing'],
  chapterSource: 'voice-over',
  writer: 'offline',
};

describe('the publish draft', () => {
  it('starts from the best title and the pack as written', () => {
    expect(draftFromPack(PACK)).toEqual({
      titleIndex: 0,
      title: 'How to brew pour-over coffee at home',
      description: PACK.description,
      chapters: [
        { stamp: '00:00', title: 'Intro' },
        { stamp: '00:12', title: 'Grind' },
        { stamp: '00:30', title: 'Pour' },
      ],
      tags: 'coffee, pour over',
      hashtags: '#coffee #pourover #brewing',
    });
  });

  it('starts from the title picked before: its candidate when it is one, else as written', () => {
    expect(draftFromPack(PACK, '5 pour-over mistakes')).toMatchObject({
      titleIndex: 1,
      title: '5 pour-over mistakes',
    });
    expect(draftFromPack(PACK, 'My own title')).toMatchObject({
      titleIndex: 0,
      title: 'My own title',
    });
  });

  it('reads edited chapter rows, naming the ones that are not a time and a title', () => {
    expect(
      chaptersOf([
        { stamp: '00:00', title: ' Intro ' },
        { stamp: '', title: '' },
        { stamp: '0:75', title: 'Grind' },
        { stamp: '01:00', title: '' },
        { stamp: '1:10', title: 'Pour' },
      ]),
    ).toEqual({
      chapters: [
        { title: 'Intro', start: 0 },
        { title: 'Pour', start: 70 },
      ],
      invalid: [2, 3],
    });
  });

  it("names YouTube's chapter rules a list breaks", () => {
    const at = (...starts: number[]) => starts.map((start, i) => ({ title: `C${i}`, start }));
    expect(chapterProblems([])).toEqual([]);
    expect(chapterProblems(at(0, 10, 20))).toEqual([]);
    expect(chapterProblems(at(5, 20, 40))).toEqual(['firstNotAtZero']);
    expect(chapterProblems(at(0, 20))).toEqual(['tooFew']);
    expect(chapterProblems(at(0, 9, 30))).toEqual(['tooShort']);
    expect(chapterProblems(at(0, 30, 20))).toEqual(['outOfOrder']);
  });

  it('gives the kit the edited texts', () => {
    const draft = {
      ...draftFromPack(PACK),
      title: '  Bitter coffee, fixed ',
      tags: 'coffee, , brewing',
      hashtags: 'coffee #shorts',
    };
    expect(kitTextsOf(draft)).toEqual({
      title: 'Bitter coffee, fixed',
      description: PACK.description,
      chapters: [
        { title: 'Intro', start: 0 },
        { title: 'Grind', start: 12 },
        { title: 'Pour', start: 30 },
      ],
      tags: ['coffee', 'brewing'],
      hashtags: ['#coffee', '#shorts'],
    });
  });
});
