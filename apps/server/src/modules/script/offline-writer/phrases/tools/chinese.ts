import type { ScriptToolPhrases } from '../../phrase-bank';

export const chineseTools: ScriptToolPhrases = {
  hooks: {
    question: [
      '如果“{topic}”其实比大家说的简单得多呢？',
      '为什么有人第一次就能做好“{topic}”，有人却中途放弃？',
      '如果这周就把“{topic}”做对，会有什么不同？',
    ],
    bold_claim: [
      '关于“{topic}”的大多数建议都把它说复杂了。这里是简单版。',
      '做好“{topic}”不需要天赋。你需要的是正确的第一步。',
      '忘掉复杂版的“{topic}”吧。这个版本就够用。',
    ],
    story: [
      '想象一下你第一次尝试“{topic}”：一切都不按计划来。看完这期视频，情况就不一样了。',
      '想象有人今天从零开始“{topic}”。这就是我会推荐给他的路线。',
    ],
    statistic: [
      '关于“{topic}”，有一个数字值得知道：[你觉得最意外的数字]。',
      '一个数字比任何观点都更能说明“{topic}”：[你的数字]。我们来看看它对你意味着什么。',
      '我们用一个数字开始聊“{topic}”：[一个让你意外的数字]。整期视频都请记住它。',
    ],
    curiosity_gap: [
      '“{topic}”里有一件事几乎没人提。看到最后，你就知道它为什么重要。',
      '大多数人都跳过了让“{topic}”真正起作用的那一步。我们不跳。',
      '“{topic}”最大的差别来自一个小细节。马上告诉你是哪一个。',
    ],
  },
  outline: {
    hook: {
      title: '开场钩子',
      note: '关于“{topic}”的一两句话，让观众留下来：一个问题、一个大胆的观点或一个数字。',
    },
    intro: { title: '引言', note: '打个招呼，再说说这期视频的安排。' },
    cta: { title: '行动号召', note: '简短回顾，然后请观众订阅和留言。' },
    outro: { title: '结尾', note: '感谢观众，说再见。' },
    shortHook: { title: '开场钩子', note: '一句话，不超过十三个字，不打招呼。' },
    payoff: { title: '揭晓与行动号召', note: '兑现开场的承诺，再用一句话请观众关注或留言。' },
  },
};
