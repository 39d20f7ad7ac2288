import type { LanguageLexicons } from './types';

/** Chinese is matched as substrings: there are no spaces between its words. */
export const CHINESE: LanguageLexicons = {
  secondPerson: { words: [], stems: ['你', '您'] },
  emotional: {
    words: [],
    stems: [
      '惊人',
      '惊讶',
      '震惊',
      '不可思议',
      '难以置信',
      '神奇',
      '太棒',
      '精彩',
      '热爱',
      '喜欢',
      '爱上',
      '害怕',
      '恐怖',
      '可怕',
      '激动',
      '兴奋',
      '感动',
      '美丽',
      '完美',
      '秘密',
      '秘诀',
      '错误',
      '最好',
      '最佳',
      '最糟',
      '梦想',
      '幸福',
      '快乐',
      '难过',
      '伤心',
      '疯狂',
      '厉害',
      '好吃',
      '美味',
      '惊喜',
    ],
  },
  callToAction: ['订阅', '点赞', '评论', '分享', '关注', '转发', '三连', '小铃铛'],
  // Characters (not words) that never make a topic word on their own.
  stopWords:
    '的 了 是 在 和 与 及 或 把 被 让 给 对 从 向 为 如何 怎么 怎样 为什么 什么 哪些 一个 这个 那个 我们 你们 他们 视频 技巧 方法 指南'.split(
      ' ',
    ),
  youExamples: ['你', '您'],
  emotionalExamples: ['惊人', '喜欢', '秘诀'],
};
