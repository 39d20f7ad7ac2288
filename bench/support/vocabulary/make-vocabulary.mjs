// Rebuilds english.txt and russian.txt beside this file from Debian's aspell dictionaries
// (apt-get install aspell aspell-en aspell-ru): every 12th English word family and every 160th
// Russian lemma of the lower-case entries, each with its inflected forms as the dictionary
// spells them (roast, roasted, roasting, roasts; зерно, зерна, зерну…), one family a line.
// The analysis bench (bench/script-kit.mjs) writes its unseen texts from these words.
//   node bench/support/vocabulary/make-vocabulary.mjs
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const expand = (dictionary, language) =>
  execSync(`aspell -d ${dictionary} dump master | aspell -l ${language} expand`, {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });

const NOTICES = {
  english: [
    'English words from SCOWL via Debian aspell-en (en_US); every 12th word family, with its forms.',
    'Copyright 2000-2018 by Kevin Atkinson. Permission to use, copy, modify, distribute and sell',
    'these word lists, the associated scripts, the output created from the scripts, and its',
    'documentation for any purpose is hereby granted without fee, provided that the above',
    'copyright notice appears in all copies and that both that copyright notice and this',
    'permission notice appear in supporting documentation. Kevin Atkinson makes no',
    'representations about the suitability of this array for any purpose. It is provided',
    '"as is" without express or implied warranty.',
  ],
  russian: [
    'Russian words from Debian aspell-ru (Alexander I. Lebedev); every 160th lemma, with up to 8 forms.',
    'Modified version (a sample of the dictionary, expanded to word forms).',
    'Redistribution and use in source and binary forms, with or without modification, are',
    'permitted under the BSD-3 licence of the Russian spellchecking dictionary; the name of',
    'Alexander I. Lebedev may not be used to endorse or promote products derived from it.',
  ],
};

/** English: the dictionary lists every form on its own line, so families are rebuilt by suffix. */
function englishFamilies() {
  const words = new Set(
    expand('en_US', 'en')
      .split(/\s+/)
      .filter((word) => /^[a-z]{2,16}$/.test(word)),
  );
  const suffixes = ['s', 'es', 'd', 'ed', 'ing', 'er', 'ers', 'ly', 'ness'];
  const inflected = (word) =>
    suffixes.some((suffix) => {
      const stem = word.slice(0, -suffix.length);
      return word.endsWith(suffix) && (words.has(stem) || words.has(`${stem}e`));
    });
  const bases = [...words].sort().filter((word) => word.length >= 3 && !inflected(word));
  return bases
    .filter((_, index) => index % 12 === 0)
    .map((base) => {
      const stem = base.endsWith('e') ? base.slice(0, -1) : base;
      const forms = suffixes.flatMap((suffix) => [base + suffix, stem + suffix]);
      return [base, ...new Set(forms.filter((form) => form !== base && words.has(form)))];
    });
}

/** Russian: `aspell expand` gives one lemma's forms a line. */
function russianFamilies() {
  return expand('ru', 'ru')
    .split('\n')
    .map((line) => [...new Set(line.split(' ').filter(Boolean))])
    .filter((forms) => forms.length > 0 && forms.every((form) => /^[а-яё-]{2,20}$/.test(form)))
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .filter((_, index) => index % 160 === 0)
    .map((forms) => forms.slice(0, 8));
}

for (const [language, families] of [
  ['english', englishFamilies()],
  ['russian', russianFamilies()],
]) {
  const lines = [
    ...NOTICES[language].map((line) => `# ${line}`),
    ...families.map((f) => f.join(' ')),
  ];
  writeFileSync(new URL(`${language}.txt`, import.meta.url), `${lines.join('\n')}\n`);
  const forms = families.reduce((sum, family) => sum + family.length, 0);
  console.log(`${language}: ${families.length} families, ${forms} words`);
}
