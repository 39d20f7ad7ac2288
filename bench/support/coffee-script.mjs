// A fixed English script about roasting coffee for the benchmarks: the same text every run.

/** A small deterministic generator (mulberry32), so every run measures the same script. */
export function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Exactly `wordCount` words of English: paragraphs of 5–8 varied sentences about roasting coffee. */
export function coffeeScript(wordCount) {
  const next = random(0x7e57);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const words = {
    n: 'beans,pan,roast,crack,aroma,batch,kitchen,flavour,cup,grinder,timer,oven,colander,smoke,chaff,scale,thermometer,jar,valve,kettle,recipe,notebook,window,fan,tray,spoon,lid'.split(
      ',',
    ),
    a: 'fresh,bright,bold,smoky,sweet,fruity,nutty,even,dark,light,gentle,quick,patient,simple,cheap,reliable,rich,clean,bitter,floral,crisp,subtle,warm,steady'.split(
      ',',
    ),
    v: 'stir,shake,heat,cool,weigh,grind,taste,store,rest,check,watch,smell,pour,spread,measure,record,compare,adjust,repeat'.split(
      ',',
    ),
  };
  const templates = [
    'First, let us talk about the {n}.',
    'You can {v} the {n} with a {a} {n}, and it takes about {num} seconds.',
    'Here is the secret: {v} the {n} slowly and never rush the {n}.',
    'It sounds {a}, but it works!',
    'Most people {v} their {n} too early, and that is a big mistake.',
    'Why does this matter?',
    'Because a {a} {n} changes the whole {n}.',
    'Keep an eye on the {n} and trust your nose.',
    'After {num} minutes, {v} the {n} and let it rest.',
    'If your {n} smells {a}, you are on the right track.',
    'What happens if you skip this step?',
    'You get a {a} cup that tastes like the {n} instead of coffee.',
    'Write down the time, the {n} and the colour of every batch.',
    'Try it once and you will never go back.',
    'Now {v} the {n} again and compare it with the last batch.',
    'Your first roast will not be perfect, and that is fine.',
  ];
  const fill = (template) =>
    template
      .replace(/\{(n|a|v)\}/g, (_, slot) => pick(words[slot]))
      .replace(/\{num\}/g, () => String(2 + Math.floor(next() * 40)));
  const paragraphs = [];
  let count = 0;
  while (count < wordCount) {
    const sentences = [];
    const size = 5 + Math.floor(next() * 4);
    for (let i = 0; i < size && count < wordCount; i += 1) {
      let sentence = fill(pick(templates));
      const sentenceWords = sentence.split(' ');
      if (count + sentenceWords.length > wordCount) {
        sentence = `${sentenceWords
          .slice(0, wordCount - count)
          .join(' ')
          .replace(/[,.!?:]*$/, '')}.`;
      }
      count += sentence.split(' ').length;
      sentences.push(sentence);
    }
    paragraphs.push(sentences.join(' '));
  }
  return paragraphs.join('\n\n');
}
