import { roundCueTime } from '../cue-time';
import type { PhraseBank } from '../phrase-bank';
import { chineseShort } from './short';
import { chineseTools } from './tools';

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const UNITS = ['', '十', '百', '千'];

/** Whole numbers up to 9999 in Chinese numerals; a bare 2 is 两, as in counting (两位, 两次). */
export function chineseNumber(value: number): string {
  if (value === 2) return '两';
  if (value === 0) return DIGITS[0] ?? '零';
  const digits = String(Math.floor(Math.abs(value)))
    .slice(-4)
    .split('')
    .map(Number);
  let text = '';
  let pendingZero = false;
  digits.forEach((digit, index) => {
    const unit = UNITS[digits.length - 1 - index] ?? '';
    if (digit === 0) {
      pendingZero = text !== '';
      return;
    }
    if (pendingZero) text += DIGITS[0];
    pendingZero = false;
    text += (digit === 1 && unit === '十' && text === '' ? '' : DIGITS[digit]) + unit;
  });
  return text;
}

// Chinese does not inflect, so slots sit anywhere; quoted with “…” like titles in running text.
export const chinese: PhraseBank = {
  period: '。',
  sentenceSeparator: '',
  quote: { open: '“', close: '”' },
  list: { separator: '、', last: '和' },
  fallbackTopic: '这个主题',
  formatNumber: chineseNumber,

  draft: {
    hooks: [
      '想了解“{topic}”吗？跟着我，你会清楚地知道从哪里开始。',
      '这期视频讲的是“{topic}”，每一部分你今天就能用上。',
      '对“{topic}”感兴趣吗？我们简单实用地聊一聊。',
      '准备好开始“{topic}”了吗？这里只讲重要的，不讲多余的。',
      '你想试试“{topic}”吗？好，我们一起把它做好。',
    ],
    hookCue: '[你的开场：一个你得到的结果、一个意外的事实或你犯过的错误，一两句话。]',
    intros: [
      '大家好，欢迎回到我的频道。',
      '嗨，大家好，很高兴见到你们。',
      '你好，欢迎收看。',
      '嗨，谢谢你点进来。',
    ],
    previews: ['今天的安排是：{list}。', '我们按这个顺序来：{list}。', '这期会讲这些：{list}。'],
    questionPreviews: [
      '我会一个一个回答大家问得最多的问题。',
      '我们按顺序过一遍每个人都会问的问题。',
    ],
    openers: {
      first: ['第一：{point}', '先从这里开始：{point}', '第一部分：{point}'],
      middle: ['接下来：{point}', '继续：{point}', '下一部分：{point}', '然后：{point}'],
      last: ['最后：{point}', '最后一点：{point}', '还剩一个：{point}'],
    },
    prompts: [
      { say: '那具体要怎么做呢？', cue: '[用你自己的话说出步骤：{time}。]' },
      { say: '为什么这很重要？', cue: '[做对了之后结果会有什么不同：{time}。]' },
      { say: '大家最容易在哪里出错？', cue: '[你犯过或常见的一个错误，以及怎么避免：{time}。]' },
      { say: '需要准备什么？', cue: '[你用的工具或东西，以及为什么：{time}。]' },
      { say: '怎么知道做成功了？', cue: '[好的结果是什么样子、声音或感觉：{time}。]' },
      { say: '我是这样做的。', cue: '[完整演示一遍，一步一步来：{time}。]' },
      { say: '一个来自经验的小建议。', cue: '[一个能省时间或省麻烦的建议：{time}。]' },
      { say: '我来演示一下。', cue: '[演示或空镜，配一句解说：{time}。]' },
    ],
    recaps: ['总结一下：{list}。', '简单来说：{list}。', '回顾一下：{list}。'],
    recapCue: '总结一下。[每个回答用一句话概括，再说说能期待什么结果。]',
    ctas: [
      '如果这期视频对你有帮助，记得订阅，并在评论里告诉我你的进展。',
      '还有问题吗？在评论区留言，并订阅频道，别错过下一期。',
      '在评论区分享你自己的小技巧，订阅频道看更多这样的视频。',
    ],
    outros: ['感谢观看，我们下期见！', '今天就到这里，下次见！', '谢谢你的陪伴，拜拜！'],
    questions: {
      lifestyle: [
        { ask: '为什么值得一试？', cue: '[它给你或你认识的人带来了什么改变：{time}。]' },
        { ask: '开始需要准备什么？', cue: '[需要什么，花费多少：{time}。]' },
        { ask: '具体怎么做？', cue: '[按顺序说出你的步骤：{time}。]' },
        { ask: '要避免哪些错误？', cue: '[你犯过或常见的错误，以及解决办法：{time}。]' },
        { ask: '怎么把它变成习惯？', cue: '[是什么帮你坚持下来：{time}。]' },
        { ask: '能期待什么结果？', cue: '[会有什么变化，多久能看到：{time}。]' },
      ],
      gaming: [
        { ask: '基础知识有哪些？', cue: '[新手必须知道的机制：{time}。]' },
        { ask: '需要什么设置和装备？', cue: '[你的设置和装备，以及原因：{time}。]' },
        { ask: '什么策略真正有效？', cue: '[你的策略，配一段真实对局：{time}。]' },
        { ask: '哪些错误代价最大？', cue: '[最常见的错误，以及该怎么做：{time}。]' },
        { ask: '怎样持续进步？', cue: '[你怎么练习，关注哪些数据：{time}。]' },
        { ask: '应该以什么结果为目标？', cue: '[一个现实的目标，以及怎么判断达成了：{time}。]' },
      ],
      tech: [
        { ask: '它是什么，适合谁？', cue: '[一句话说明它的作用，以及谁需要它：{time}。]' },
        { ask: '它是怎么工作的？', cue: '[用简单的话解释原理：{time}。]' },
        { ask: '怎么设置？', cue: '[一步一步说出你的设置过程：{time}。]' },
        { ask: '有哪些坑和局限？', cue: '[你遇到的问题，以及它做不到的事：{time}。]' },
        { ask: '价格多少，有什么替代品？', cue: '[价格，以及你试过的其他选择：{time}。]' },
        { ask: '值得买吗？', cue: '[你的结论，以及适合谁：{time}。]' },
      ],
      education: [
        { ask: '用简单的话说，它是什么？', cue: '[用一句话解释，再打一个生活中的比方：{time}。]' },
        { ask: '为什么重要？', cue: '[它出现在哪里，改变了什么：{time}。]' },
        { ask: '开始之前需要准备什么？', cue: '[开始前要知道或准备的东西：{time}。]' },
        { ask: '它是怎么一步步运作的？', cue: '[讲清步骤，配一个完整的例子：{time}。]' },
        { ask: '大家常见的误解是什么？', cue: '[最常见的误解，以及正确的理解：{time}。]' },
        { ask: '怎么确认自己真的懂了？', cue: '[一个快速检验，或一道自测题：{time}。]' },
      ],
      entertainment: [
        { ask: '它讲的是什么？', cue: '[故事背景，不剧透：{time}。]' },
        { ask: '为什么大家这么喜欢它？', cue: '[是什么吸引了你，为什么：{time}。]' },
        { ask: '哪些片段最难忘？', cue: '[你最喜欢的片段，配上剪辑：{time}。]' },
        { ask: '大多数人错过了什么？', cue: '[你重看时发现的一个细节：{time}。]' },
        { ask: '粉丝和影评人在哪里有分歧？', cue: '[双方的观点，以及你的看法：{time}。]' },
        { ask: '接下来看什么？', cue: '[你的推荐和理由：{time}。]' },
      ],
    },
    extensionLeads: [
      '还有一个大家常问的问题：{point}',
      '结束之前，再说一件事：{point}',
      '还有一部分值得单独讲讲：{point}',
    ],
    extensionCue: '[一个例子或简短的演示：{time}。]',
    time: (seconds) => {
      const time = roundCueTime(seconds);
      if (time.unit === 'seconds') return `大约${time.value}秒`;
      return `大约${time.value}分钟`;
    },
  },
  short: chineseShort,
  tools: chineseTools,
  improve: {
    details: [
      '具体来说，这一点很重要，因为这里的每一个小决定都会影响最终结果。',
      '再详细一点：把每一步单独拿出来看，问问自己它带来了什么。',
      '值得补充的是，效果是逐渐积累的，所以最初的成果只是一个开始。',
      '更准确地说，关键不只是你做了什么，而是你能坚持多久。',
      '这里有一个重要的细节：不同的情况会影响效果，所以要根据自己的实际情况调整。',
      '再深入一点看，这和你一开始设定的目标直接相关。',
    ],
    simplifyRecaps: [
      '简单来说：保持简单，一步一步来。',
      '说白了，这就是全部的想法。',
      '简短版本：把基础做好，其余的自然会跟上。',
      '一句话：从小处开始，坚持下去。',
    ],
    examples: [
      '比如，试着这样做一周，记下真正发生了哪些变化。',
      '例如，想象一个新手只用了这一个方法，马上就看到了不同。',
      '举个简单的例子：早上做一次，晚上做一次，比较一下两次的感受。',
      '比如，想象两个人做同样的事，只有一个人按照这个建议去做。',
      '举个日常的例子：如果你有十分钟空闲，这正是最值得投入的地方。',
      '例如，先在一件小事上试试，再用到更大的事情上，看看这个方法如何扩展。',
    ],
    emotionOpeners: [
      '说真的，这一部分每次都让我很触动。',
      '我希望你能真正感受到这一点。',
      '接下来就是最激动人心的部分。',
      '让我跟你说几句心里话。',
      '这是我最在乎的部分。',
    ],
    emotionClosers: [
      '当一切终于豁然开朗时，那种感觉绝对值得。',
      '想象一下，当这成为你的新常态时，会有多美好。',
      '正是这些进步的瞬间，让所有的努力都变得值得。',
      '你值得拥有这份自信，而它比你想象的更近。',
      '相信我，当你做到的时候，你一定会为自己骄傲。',
    ],
    illustrations: [
      '举个例子，如果十位观众中有{a}位坚持尝试一周，那就已经是相当明显的变化了；这个数字只是举例说明，并不是实际统计。',
      '打个比方，仅作示例：每天{b}分钟，一年累积下来就超过{c}个小时。',
      '假设一下，如果十次尝试中有{a}次比以前做得更好，那就意味着百分之{p}的尝试有了改进。',
      '这是一个示意性的计算，而非研究数据：每周进步一点点，一年下来大约就是五十二次小进步。',
    ],
    structure: { first: '首先，', then: '然后，', finally: '最后，', lowerCaseAfter: false },
    structureSteps: {
      then: '然后，一步一步地把它付诸实践。',
      finally: '最后，检查结果，调整没有奏效的地方。',
    },
    closers: [
      '这就是需要记住的核心思想。',
      '继续往下的时候，请记住这一点。',
      '光是这一点就能带来真正的改变。',
      '简单，但很有效。',
    ],
    fillers: ['其实', '基本上', '实际上'],
    clauseBreaks: [
      { find: '；', start: '' },
      { find: '，但是', start: '但是' },
      { find: '，所以', start: '所以' },
      { find: '，而且', start: '而且' },
      { find: '，因此', start: '因此' },
      { find: '，', start: '' },
    ],
  },
};
