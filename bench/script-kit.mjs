// Script-kit benchmark: how long the local quality analysis (`analyzeScript` from
// packages/script-kit) takes on a 3 000-word script. The studio runs it on every keystroke, so
// the goal is well under 5 ms. Node cannot import TypeScript, so the package is bundled with
// esbuild into a temporary .mjs first. The scripts are generated (a hook, sections of varied
// sentences from templates, a call to action) with a fixed seed, so every run measures the
// same text: ~3 000 words of English and Russian, and the same spoken length of Chinese
// (~5 000 characters). Each language is warmed up, then timed call by call; the result is the
// median over --runs runs of each run's median. Only English goes into the JSON.
//   npm run bench -- script-kit [--runs N] [--iterations N]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { median } from '../scripts/support/processes.mjs';
import { importPackage, numberArgument, root } from './support/bench-kit.mjs';
import { random } from './support/coffee-script.mjs';

const RUNS = numberArgument('--runs', 7);
const ITERATIONS = numberArgument('--iterations', 300);
const WARM_UP = 500;
const TARGET_WORDS = 3000;

const kit = await importPackage('packages/script-kit/src/index.ts');

const LANGUAGES = {
  english: {
    topic: 'How to roast coffee at home',
    keyPoints: ['Choosing green beans', 'Roast levels', 'Cooling and resting', 'Storing coffee'],
    words: {
      n: 'beans,pan,roast,crack,aroma,batch,kitchen,flavour,cup,grinder,origin,harvest,timer,oven,colander,acidity,body,sweetness,smoke,chaff,temperature,scale,thermometer,drum,popper,jar,valve,bag,morning,espresso,filter,kettle,recipe,notebook,window,fan,tray,spoon,lid,burner'.split(
        ',',
      ),
      a: 'fresh,bright,bold,smoky,sweet,fruity,nutty,even,dark,light,medium,gentle,loud,quick,patient,simple,cheap,reliable,stale,rich,clean,bitter,floral,crisp,heavy,subtle,warm,cool,steady,rough'.split(
        ',',
      ),
      v: 'stir,shake,heat,cool,weigh,grind,taste,store,rest,check,listen to,watch,smell,pour,spread,measure,record,compare,adjust,repeat'.split(
        ',',
      ),
    },
    hook: [
      'Did you know that most coffee is already stale by the time it reaches your cup?',
      'Today I will show you how to roast coffee at home in just {num} minutes, with a {a} {n} and a little patience.',
      'It is easier than you think!',
    ],
    templates: [
      'First, let us talk about the {n}.',
      'You can {v} the {n} with a {a} {n}, and it takes about {num} seconds.',
      'Here is the secret: {v} the {n} slowly and never rush the {n}.',
      'It sounds {a}, but it works!',
      'Most people {v} their {n} too early, and that is a big mistake.',
      'Why does this matter?',
      'Because a {a} {n} changes the whole {n}.',
      'Keep an eye on the {n} and trust your nose.',
      'After {num} minutes, {v} the {n} and let it rest.',
      'That is the {a} part.',
      'If your {n} smells {a}, you are on the right track.',
      'What happens if you skip this step?',
      'You get a {a} cup that tastes like the {n} instead of coffee.',
      'I love how a {a} {n} turns into something amazing in your kitchen.',
      'Write down the time, the {n} and the colour of every batch.',
      'A {a} {n} is cheap, but a {a} {n} costs you flavour.',
      'Try it once and you will never go back.',
      'Now {v} the {n} again and compare it with the last batch.',
      'Roasting coffee is part science and part feeling.',
      'Your first roast will not be perfect, and that is fine.',
    ],
    section: (k) => `Step ${k}.`,
    closing: [
      'So what did we learn today?',
      'Good coffee starts with fresh beans, a watchful roast and a patient rest.',
      'If this video helped you, subscribe for more coffee experiments and tell me in the comments what you want me to roast next!',
    ],
  },
  russian: {
    topic: 'Как обжарить кофе дома',
    keyPoints: ['Выбор зелёных зёрен', 'Степени обжарки', 'Остывание и отдых'],
    words: {
      n: 'зерно,сковорода,обжарка,треск,аромат,партия,кухня,вкус,чашка,кофемолка,урожай,таймер,духовка,дуршлаг,кислотность,сладость,дым,шелуха,температура,термометр,банка,клапан,пакет,утро,эспрессо,фильтр,чайник,рецепт,блокнот,окно,вентилятор,поднос,ложка,крышка,горелка'.split(
        ',',
      ),
      a: 'свежий,яркий,насыщенный,дымный,сладкий,фруктовый,ореховый,ровный,тёмный,светлый,средний,мягкий,громкий,быстрый,терпеливый,простой,дешёвый,надёжный,несвежий,богатый,чистый,горький,цветочный,тяжёлый,тонкий,тёплый,прохладный'.split(
        ',',
      ),
      v: 'помешивайте,встряхивайте,нагрейте,остудите,взвесьте,смелите,попробуйте,храните,проверьте,слушайте,понюхайте,высыпьте,отмерьте,запишите,сравните,повторите'.split(
        ',',
      ),
    },
    hook: [
      'Знаете ли вы, что почти весь кофе в магазине уже несвежий?',
      'Сегодня я покажу вам, как обжарить кофе дома всего за {num} минут.',
      'Это проще, чем кажется!',
    ],
    templates: [
      'Начнём с главного: {n}.',
      '{v} всё очень спокойно, это займёт около {num} секунд.',
      'Главный секрет: никогда не торопитесь, даже если {n} уже готов.',
      'Звучит странно, но это работает!',
      'Многие слишком рано снимают зёрна с огня, и это большая ошибка.',
      'Почему это важно?',
      'Потому что {a} {n} меняет весь вкус.',
      'Следите за цветом и доверяйте своему носу.',
      'Через {num} минут {v} зёрна и дайте им отдохнуть.',
      'Если запах {a}, вы на верном пути.',
      'Что будет, если пропустить этот шаг?',
      'Вы получите плоскую чашку, в которой нет ни сладости, ни аромата.',
      'Я люблю момент, когда на кухне появляется невероятный запах.',
      'Записывайте время, температуру и цвет каждой партии.',
      'Попробуйте один раз, и вы уже не вернётесь к магазинному кофе.',
      'Теперь {v} ещё раз и сравните с прошлой партией.',
      'Обжарка — это наполовину наука и наполовину чутьё.',
      'Первая партия не будет идеальной, и это нормально.',
    ],
    section: (k) => `Шаг ${k}.`,
    closing: [
      'Что же мы сегодня узнали?',
      'Хороший кофе начинается со свежих зёрен, внимательной обжарки и терпеливого отдыха.',
      'Если видео было полезным, подпишитесь на канал и напишите в комментариях, что мне обжарить в следующий раз!',
    ],
  },
  chinese: {
    topic: '在家烘焙咖啡豆',
    keyPoints: ['挑选生豆', '烘焙程度', '冷却和养豆'],
    words: {
      n: '生豆,锅子,爆裂声,香气,批次,厨房,风味,杯子,磨豆机,产地,计时器,烤箱,漏勺,酸度,甜感,烟雾,银皮,温度,温度计,罐子,单向阀,袋子,早晨,滤杯,水壶,配方,笔记本,风扇,托盘,勺子'.split(
        ',',
      ),
      a: '新鲜的,明亮的,浓郁的,烟熏的,香甜的,果香的,坚果味的,均匀的,深色的,浅色的,温和的,响亮的,简单的,便宜的,可靠的,干净的,苦涩的,花香的,细腻的,温暖的'.split(
        ',',
      ),
      v: '翻动,摇晃,加热,冷却,称量,研磨,品尝,保存,检查,倾听,闻一闻,倒出,记录,比较,调整'.split(','),
    },
    hook: [
      '你知道吗？超市里的大多数咖啡早就不新鲜了。',
      '今天我教你在家烘焙咖啡豆，只要{num}分钟。',
      '比你想象的简单多了！',
    ],
    templates: [
      '先说说{n}。',
      '你可以用{a}{n}来{v}，大约需要{num}秒。',
      '秘诀是：慢慢{v}{n}，千万别着急。',
      '听起来很奇怪，但真的有用！',
      '很多人太早{v}{n}，这是一个大错误。',
      '为什么这很重要？',
      '因为{a}{n}会改变整杯咖啡的味道。',
      '注意观察{n}，相信你的鼻子。',
      '{num}分钟以后，{v}{n}，然后让它休息。',
      '如果{n}闻起来很{a}，说明你做对了。',
      '如果跳过这一步会怎样？',
      '你会得到一杯平淡的咖啡，既没有甜感也没有香气。',
      '我很喜欢厨房里飘出惊人香气的那一刻。',
      '把每一批的时间、温度和颜色都记下来。',
      '试一次，你就再也回不去了。',
      '现在再{v}一次{n}，和上一批比较一下。',
      '烘焙一半是科学，一半是感觉。',
      '第一次不一定完美，这很正常。',
    ],
    section: (k) => `第${k}步。`,
    closing: [
      '我们今天学到了什么？',
      '好咖啡来自新鲜的生豆、用心的烘焙和耐心的等待。',
      '如果这个视频对你有帮助，请订阅频道，在评论区告诉我下次想烘焙什么！',
    ],
  },
};

/** A script of about `TARGET_WORDS` spoken words: hook, sections of 6–10 sentences, closing. */
function generateScript(language, spec) {
  const next = random(0x5eed + language.length);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const fill = (template) =>
    template
      .replace(/\{(n|a|v)\}/g, (_, slot) => pick(spec.words[slot]))
      .replace(/\{num\}/g, () => String(2 + Math.floor(next() * 40)));
  const capitalize = (sentence) => sentence[0].toUpperCase() + sentence.slice(1);
  const separator = language === 'chinese' ? '' : ' ';
  const target = TARGET_WORDS * (language === 'chinese' ? 250 / 150 : 1);
  const paragraphs = [spec.hook.map(fill).join(separator)];
  const closing = spec.closing.join(separator);
  let length = kit.measureLength(paragraphs[0] + closing, language);
  for (let k = 1; length < target; k += 1) {
    const sentences = [spec.section(k)];
    const count = 6 + Math.floor(next() * 5);
    for (let i = 0; i < count; i += 1) sentences.push(capitalize(fill(pick(spec.templates))));
    const paragraph = sentences.join(separator);
    paragraphs.push(paragraph);
    length += kit.measureLength(paragraph, language);
  }
  paragraphs.push(closing);
  return paragraphs.join('\n\n');
}

function measure(text, context) {
  for (let i = 0; i < WARM_UP; i += 1) kit.analyzeScript(text, context);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const times = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      const started = process.hrtime.bigint();
      kit.analyzeScript(text, context);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    runs.push({ median: median(times), p95: times[Math.floor(times.length * 0.95)] });
  }
  return {
    median: median(runs.map((run) => run.median)),
    p95: median(runs.map((run) => run.p95)),
    runs: runs.map((run) => run.median),
  };
}

const rows = [];
for (const [language, spec] of Object.entries(LANGUAGES)) {
  const text = generateScript(language, spec);
  const context = { language, topic: spec.topic, keyPoints: spec.keyPoints };
  const assessment = kit.analyzeScript(text, context);
  rows.push({
    language,
    length: kit.measureLength(text, language),
    unit: language === 'chinese' ? 'characters' : 'words',
    score: assessment.total_score,
    ...measure(text, context),
  });
}

const english = rows.find((row) => row.language === 'english');
const report = { analyze_3000_words_ms_median: Math.round(english.median * 1000) / 1000 };
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/script-kit.json'),
  `${JSON.stringify(report, null, 2)}\n`,
);

const ms = (value) => value.toFixed(3);
console.log(
  `\n${'language'.padEnd(10)}${'length'.padStart(18)}${'score'.padStart(7)}${'median ms'.padStart(11)}${'p95 ms'.padStart(9)}   runs (median ms)`,
);
for (const row of rows) {
  console.log(
    `${row.language.padEnd(10)}${`${row.length} ${row.unit}`.padStart(18)}${String(row.score).padStart(7)}${ms(row.median).padStart(11)}${ms(row.p95).padStart(9)}   ${row.runs.map(ms).join(', ')}`,
  );
}
console.log(
  `\nanalyzeScript on ${english.length} English words: ${ms(english.median)} ms median (goal: well under 5 ms)`,
);
console.log('wrote bench/results/script-kit.json');
