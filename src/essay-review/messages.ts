// Every Chinese text the essay review returns, in one place, written for pupils of grades 1-9
// (the explanation's step notes are written beside the rule each one explains, in rules/).
import type { Band, EssayErrorType, FigureOfSpeech } from './constants.js';

/** Prefix of the essay operation's failure detail (rule general.errors). */
export const ESSAY_FAILURE_PREFIX: string = '作文批改失败：';

/** Separator between the comments of the overall comment (rule essay.total.comment). */
export const OVERALL_COMMENT_SEPARATOR: string = '；';

/** Opening of the overall comment, by score band. */
export const BAND_PREFIXES: Readonly<Record<Band, string>> = {
  excellent: '这是一篇优秀的作文，继续保持！',
  good: '这是一篇不错的作文，还有提升的空间。',
  medium: '这篇作文基本达到了要求，再加把劲。',
  improve: '这篇作文还需要多下功夫。',
};

/** Fixed advice attached to each kind of sentence-level error mark. */
export const ERROR_SUGGESTIONS: Readonly<Record<EssayErrorType, string>> = {
  repetition: '这里的字重复了，读一读，删去多余的那个字。',
  logic: '“因为”用了两次，前后关系说不清楚，请删去一个或把句子改一改。',
  style: '“然后”连着用了好几次，可以换成“接着”“后来”“于是”等词语。',
  punctuation: '逗号连着用了好几个，只保留一个就可以了。',
  long_sentence: '这个句子太长了，读起来很吃力，可以拆成几个短句。',
};

/** Comments of the structure rules. */
export const STRUCTURE_COMMENTS = {
  noParagraphs: '文章没有分段，可以按开头、经过、结尾分成几个自然段，让层次更清楚',
  twoParagraphs: '文章只有两个自然段，可以在中间加一段过渡或展开的内容，让结构更完整',
  tooFewCharacters: (count: number, min: number, max: number): string =>
    `全文共有${count}个汉字，本年级建议写${min}～${max}字，内容还可以再充实一些`,
  tooManyCharacters: (count: number, max: number): string =>
    `全文共有${count}个汉字，远远超过本年级建议的${max}字，要注意精简语言、突出重点`,
  shortOpening: '开头段太短了，可以多写几句，点明题目，吸引读者往下读',
  shortEnding: '结尾段太短了，可以再写几句，总结全文或说说自己的感受',
} as const satisfies Readonly<Record<string, string | ((...args: never[]) => string)>>;

/** Comments of the content rules. */
export const CONTENT_COMMENTS = {
  richVocabulary: '用词丰富，很少重复，看得出平时积累了不少词语',
  poorVocabulary: '用词重复得比较多，可以多积累词语，试着换一种说法',
  emotion: '文中写出了自己的真实感受，读起来很亲切',
} as const satisfies Readonly<Record<string, string>>;

/** Comments of the rhetoric rules. */
export const RHETORIC_COMMENTS = {
  noFigures: '文中还没有用到修辞手法，可以试着用上比喻、排比、拟人，让文章更生动',
  fewFiguresForGrade: '高年级的作文可以尝试多种修辞手法，让语言更有文采',
} as const satisfies Readonly<Record<string, string>>;

/** Failure message when `max_score` is 0 and the score ratio cannot be computed. */
export const ZERO_MAX_SCORE_MESSAGE: string = 'max_score 为 0，无法计算得分比例（division by zero）';

/** The Chinese name of each figure of speech. */
export const FIGURE_NAMES: Readonly<Record<FigureOfSpeech, string>> = {
  simile: '比喻',
  parallelism: '排比',
  personification: '拟人',
};
