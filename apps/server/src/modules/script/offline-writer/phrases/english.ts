import { roundCueTime } from '../cue-time';
import type { PhraseBank } from '../phrase-bank';
import { englishShort } from './short';
import { englishTools } from './tools';

export const english: PhraseBank = {
  period: '.',
  sentenceSeparator: ' ',
  quote: { open: '“', close: '”' },
  list: { separator: ', ', last: ' and ' },
  fallbackTopic: 'this topic',

  draft: {
    hooks: [
      'Thinking about “{topic}”? Stay with me, and you will know exactly where to start.',
      'This one is all about “{topic}”, and you can use every part of it today.',
      'Curious about “{topic}”? Let’s keep it short and practical.',
      'Ready for “{topic}”? Here is what matters, and nothing else.',
      'So you want to try “{topic}”? Good, let’s do it properly.',
    ],
    hookCue:
      '[Your hook: a result you got, a surprising fact or a mistake you made, in one or two sentences.]',
    intros: [
      'Hi, and welcome back to the channel.',
      'Hey everyone, good to have you here.',
      'Hello, and welcome.',
      'Hi there, thanks for stopping by.',
    ],
    previews: [
      'Here is the plan: {list}.',
      'We will go through it in this order: {list}.',
      'This is what we will cover: {list}.',
    ],
    questionPreviews: [
      'I will answer the questions people ask most, one at a time.',
      'We will go through the questions everyone asks, in order.',
    ],
    openers: {
      first: ['First: {point}', 'Let’s start here: {point}', 'Part one: {point}'],
      middle: [
        'Next: {point}',
        'Moving on: {point}',
        'Now, the next part: {point}',
        'Then: {point}',
      ],
      last: ['And finally: {point}', 'Last one: {point}', 'One more to go: {point}'],
    },
    prompts: [
      { say: 'So what do you actually do?', cue: '[Your steps, in your own words: {time}.]' },
      {
        say: 'Why does it matter?',
        cue: '[What changes in the result when this is right: {time}.]',
      },
      {
        say: 'Where do people go wrong?',
        cue: '[A mistake you made or see often, and how to avoid it: {time}.]',
      },
      { say: 'What do you need for it?', cue: '[The tools or things you use, and why: {time}.]' },
      {
        say: 'How can you tell it worked?',
        cue: '[What a good result looks, sounds or feels like: {time}.]',
      },
      { say: 'Here is how I do it.', cue: '[Show it once, step by step: {time}.]' },
      { say: 'A quick tip from experience.', cue: '[One tip that saves time or trouble: {time}.]' },
      { say: 'Let me show you.', cue: '[Demo or B-roll, with a line of commentary: {time}.]' },
    ],
    recaps: ['So, to recap: {list}.', 'To sum up: {list}.', 'Quick recap: {list}.'],
    recapCue: 'So, to recap. [One sentence per answer, and the result the viewer can expect.]',
    ctas: [
      'If this helped, subscribe, and tell me in the comments how it goes for you.',
      'Got a question? Leave a comment below, and subscribe so you don’t miss the next video.',
      'Share your own tips in the comments, and subscribe for more videos like this one.',
    ],
    outros: [
      'Thanks for watching, and see you next time.',
      'That’s it for today. See you in the next one!',
      'Thanks for being here. Bye for now!',
    ],
    questions: {
      lifestyle: [
        {
          ask: 'Why is it worth trying?',
          cue: '[What it changed for you, or for someone you know: {time}.]',
        },
        {
          ask: 'What do you need to get started?',
          cue: '[The things you need, and what they cost: {time}.]',
        },
        { ask: 'How do you do it, step by step?', cue: '[Your steps, in order: {time}.]' },
        {
          ask: 'Which mistakes should you avoid?',
          cue: '[The mistakes you made or see most, and the fix: {time}.]',
        },
        {
          ask: 'How do you make it a habit?',
          cue: '[What keeps you doing it every day or week: {time}.]',
        },
        { ask: 'What result can you expect?', cue: '[What changes, and how soon: {time}.]' },
      ],
      gaming: [
        { ask: 'What are the basics?', cue: '[The mechanics a new player must know: {time}.]' },
        {
          ask: 'Which settings and gear do you need?',
          cue: '[Your settings and setup, and why: {time}.]',
        },
        {
          ask: 'Which strategy actually works, and why?',
          cue: '[The strategy you use, with a moment from a real match: {time}.]',
        },
        {
          ask: 'Which mistakes cost the most?',
          cue: '[The mistakes you see most, and what to do instead: {time}.]',
        },
        {
          ask: 'How do you keep improving?',
          cue: '[How you practise and what you track: {time}.]',
        },
        {
          ask: 'What result should you aim for?',
          cue: '[A realistic goal, and how you know you reached it: {time}.]',
        },
      ],
      tech: [
        {
          ask: 'What is it, and who is it for?',
          cue: '[What it does in one sentence, and who needs it: {time}.]',
        },
        { ask: 'How does it work?', cue: '[How it works, in plain words: {time}.]' },
        { ask: 'How do you set it up?', cue: '[Your setup, step by step: {time}.]' },
        {
          ask: 'What are the pitfalls and limits?',
          cue: '[What went wrong for you, and what it cannot do: {time}.]',
        },
        {
          ask: 'What does it cost, and what are the alternatives?',
          cue: '[Price, and what else you tried: {time}.]',
        },
        { ask: 'Is it worth it, and why?', cue: '[Your verdict, and for whom: {time}.]' },
      ],
      education: [
        {
          ask: 'What is it, in plain words?',
          cue: '[Your one-sentence explanation, then an everyday comparison: {time}.]',
        },
        { ask: 'Why does it matter?', cue: '[Where it shows up, and what it changes: {time}.]' },
        {
          ask: 'What do you need to get started?',
          cue: '[What to know or have before you begin: {time}.]',
        },
        {
          ask: 'How does it work, step by step?',
          cue: '[The steps, with one worked example: {time}.]',
        },
        {
          ask: 'What do people often get wrong?',
          cue: '[The most common misconception, and the fix: {time}.]',
        },
        {
          ask: 'How do you know you got it right?',
          cue: '[A quick check, or a question to test yourself: {time}.]',
        },
      ],
      entertainment: [
        { ask: 'What is it about?', cue: '[The setup, without spoilers: {time}.]' },
        { ask: 'Why do people love it?', cue: '[What hooked you, and why: {time}.]' },
        { ask: 'Which moments stand out?', cue: '[Your favourite moments, with clips: {time}.]' },
        {
          ask: 'What do most people miss?',
          cue: '[A detail you noticed on a second look: {time}.]',
        },
        {
          ask: 'Where do fans and critics disagree?',
          cue: '[Both sides, and where you stand: {time}.]',
        },
        { ask: 'What should you watch next?', cue: '[Your recommendation, and why: {time}.]' },
      ],
    },
    extensionLeads: [
      'One more question people ask: {point}',
      'Before we wrap up, one more thing: {point}',
      'There is one more part worth its own moment: {point}',
    ],
    extensionCue: '[An example or a quick demo: {time}.]',
    time: (seconds) => {
      const time = roundCueTime(seconds);
      if (time.unit === 'seconds') return `about ${time.value} seconds`;
      return `about ${time.value} ${time.value === 1 ? 'minute' : 'minutes'}`;
    },
  },
  short: englishShort,
  tools: englishTools,
  improve: {
    details: [
      'To be more specific, this matters because every small decision here affects the final result.',
      'In more detail: it helps to look at each step separately and ask what it adds.',
      'It is worth adding that the effect builds up gradually, so the first results are only the beginning.',
      'Put more precisely, the point is not just what you do, but how consistently you do it.',
      'There is an important nuance here: context changes how well this works, so adapt it to your situation.',
      'Going a little deeper, this connects directly to the goal you set at the very beginning.',
    ],
    simplifyRecaps: [
      'In short: keep it simple and take it one step at a time.',
      'Put simply, that is the whole idea.',
      'The short version: do the basics well, and the rest follows.',
      'Simply put: start small and keep going.',
    ],
    examples: [
      'For example, imagine trying this for one week and noting what actually changes.',
      'For instance, think of a beginner who applies just this one idea and immediately sees the difference.',
      'A simple example: do it once in the morning and once in the evening, and compare how each feels.',
      'For example, picture two people doing the same thing, where only one follows this advice.',
      'Take an everyday case: with ten spare minutes, this is exactly where those minutes should go.',
      'For instance, try it on a small task first, then on a bigger one, and notice how the approach scales.',
    ],
    emotionOpeners: [
      'Honestly, this is the part that gets me every time.',
      'I want you to really feel this one.',
      'This is where it gets exciting.',
      'Let me be real with you for a second.',
      'Here is the part that matters most to me.',
    ],
    emotionClosers: [
      'And when it finally clicks, the feeling is absolutely worth it.',
      'Imagine how good it will feel when this becomes your new normal.',
      'That moment of progress is what makes all the effort worth it.',
      'You deserve to feel that confidence, and it is closer than you think.',
      'Trust me, you will be proud of yourself once you get there.',
    ],
    illustrations: [
      'For instance, if {a} in 10 viewers tried this for a week, that alone would be a noticeable shift; the figure is an illustration, not a measured statistic.',
      'To put a number on it, purely as an example: {b} minutes a day add up to more than {c} hours over a year.',
      'As a hypothetical example, if {a} out of 10 attempts went better than before, that would already mean {p} percent of your attempts improving.',
      'Here is an illustrative calculation, not research data: one small improvement a week means about 52 small improvements by the end of the year.',
    ],
    structure: { first: 'First, ', then: 'Then, ', finally: 'Finally, ', lowerCaseAfter: true },
    structureSteps: {
      then: 'Then, put it into practice one step at a time.',
      finally: 'Finally, check the result and adjust what did not work.',
    },
    closers: [
      'That is the key idea to remember.',
      'Keep that in mind as we go on.',
      'That alone makes a real difference.',
      'Simple, but it works.',
    ],
    fillers: ['really', 'actually', 'basically', 'literally', 'very', 'quite'],
    clauseBreaks: [
      { find: '; ', start: '' },
      { find: ', but ', start: 'But ' },
      { find: ', so ', start: 'So ' },
      { find: ', and ', start: 'And ' },
    ],
  },
};
