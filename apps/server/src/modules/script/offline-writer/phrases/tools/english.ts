import type { ScriptToolPhrases } from '../../phrase-bank';

export const englishTools: ScriptToolPhrases = {
  hooks: {
    question: [
      'What if “{topic}” is simpler than everyone makes it look?',
      'Why do some people get “{topic}” right on the first try, while others give up?',
      'What would change if you got “{topic}” right this week?',
    ],
    bold_claim: [
      'Most advice about “{topic}” makes it harder than it needs to be. Here is the simple version.',
      'You do not need talent for “{topic}”. You need the right first step.',
      'Forget the complicated version of “{topic}”. This one works.',
    ],
    story: [
      'Picture your first try at “{topic}”: nothing goes the way you planned. By the end of this video, that changes.',
      'Imagine someone starting “{topic}” from zero today. Here is the path I would show them.',
    ],
    statistic: [
      'Here is a number worth knowing about “{topic}”: [your most surprising figure].',
      'One figure says more about “{topic}” than any opinion: [your figure]. Let’s see what it means for you.',
      'Let’s start “{topic}” with a number: [a figure that surprised you]. Keep it in mind for the rest of this video.',
    ],
    curiosity_gap: [
      'There is one part of “{topic}” almost nobody talks about. Stay to the end, and you will see why it matters.',
      'Most people skip the step that makes “{topic}” work. We will not.',
      'The biggest difference in “{topic}” comes from something small. I will show you what it is in a moment.',
    ],
  },
  outline: {
    hook: {
      title: 'Hook',
      note: 'One or two sentences on “{topic}” that make the viewer stay: a question, a bold claim or a number.',
    },
    intro: { title: 'Intro', note: 'A greeting, and the plan of the video.' },
    cta: { title: 'Call to action', note: 'A short recap, then ask to subscribe and comment.' },
    outro: { title: 'Outro', note: 'Thank the viewer and say goodbye.' },
    shortHook: { title: 'Hook', note: 'One line of at most eight words, and no greeting.' },
    payoff: {
      title: 'Payoff and call to action',
      note: 'Deliver what the hook promised, then one line: follow or comment.',
    },
  },
};
