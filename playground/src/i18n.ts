// The playground's interface texts in Chinese and English.

/** The interface languages. */
export type Language = 'zh' | 'en';

const ZH = {
  title: '书写评分体验台',
  source: '评分方式',
  sourceLocal: '在浏览器中（离线）',
  sourceServer: '调用服务器',
  serverUrl: '服务器地址',
  writingHeading: '写一个字',
  character: '汉字',
  precise: '精确模式（扩展笔顺表 + 形状识别）',
  geometry: '几何模式（与字形逐笔比对）',
  noGeometry: '没有这个字的字形数据（hanzi-writer-data）',
  geometryExpected: '按字形逐笔比对：共 {n} 笔，浅色为字形',
  isReference: '是标准第{k}笔',
  evaluate: '评分',
  clear: '清除',
  strokeScore: '笔顺得分',
  qualityScore: '书写质量',
  essayHeading: '批改一篇作文',
  sample: '范文',
  grade: '年级',
  essayText: '作文内容',
  review: '批改',
  essayScore: '总分',
  marked: '批注',
  expected: '标准笔顺',
  notInTable: '参考表中没有这个字：按接口规则，笔顺得分总是满分（100）',
  notChinese: '“{char}”不是汉字（U+4E00 至 U+9FFF），无法评分笔顺',
  onlyOneChar: '请输入一个汉字',
  errCharacter: '请输入一个汉字（U+4E00 至 U+9FFF 之间的一个字）',
  errTooShort: '作文太短：至少要 10 个字符',
  errTooLong: '作文太长：最多 5000 个字符',
  errOther: '请求不符合要求（{field}）',
  serverUnreachable:
    '连不上服务器 {url}。请确认服务器正在运行；若已运行，多半是浏览器因跨域（CORS）拦下了请求：请用 handwriting-scoring serve --cors {origin} 启动服务器。',
  reference: '对应标准第{n}笔',
  drawFirst: '请先在书写区写字',
  stroke: '第{n}笔',
  detected: '写成',
  comma: '，',
  counts: '共 {total} 字，汉字 {chinese} 个，标点 {punctuation} 个',
  structure: '结构',
  grammar: '语法',
  content: '内容',
  rhetoric: '修辞',
  spacing: '间距',
  normative: '规范',
  aesthetics: '美观',
  overall: '总评',
  steps: '计分过程',
  serverError: '服务器出错：',
  language: 'English',
};

const EN: typeof ZH = {
  title: 'Handwriting scoring playground',
  source: 'Scoring',
  sourceLocal: 'In this browser (offline)',
  sourceServer: 'On a server',
  serverUrl: 'Server URL',
  writingHeading: 'Write a character',
  character: 'Character',
  precise: 'Precise mode (extended table + shape classifier)',
  geometry: 'Geometry mode (each stroke matched to the character’s own)',
  noGeometry: 'No stroke data (hanzi-writer-data) for this character',
  geometryExpected: 'Matched stroke by stroke to the character’s {n} strokes, shown light',
  isReference: 'is stroke {k} of the character',
  evaluate: 'Evaluate',
  clear: 'Clear',
  strokeScore: 'Stroke order',
  qualityScore: 'Writing quality',
  essayHeading: 'Review an essay',
  sample: 'Sample',
  grade: 'Grade',
  essayText: 'Essay',
  review: 'Review',
  essayScore: 'Total',
  marked: 'Marks',
  expected: 'Expected strokes',
  notInTable: 'Not in the reference table: by the contract, stroke order always scores full marks (100)',
  notChinese: '“{char}” is not a Chinese character (U+4E00..U+9FFF): it cannot be scored',
  onlyOneChar: 'Enter one Chinese character',
  errCharacter: 'Enter one Chinese character (one in U+4E00..U+9FFF)',
  errTooShort: 'The essay is too short: at least 10 characters',
  errTooLong: 'The essay is too long: at most 5000 characters',
  errOther: 'The request is not valid ({field})',
  serverUnreachable:
    'Cannot reach the server at {url}. Check that it runs; if it does, the browser most likely blocked the request (CORS): start it with handwriting-scoring serve --cors {origin}.',
  reference: 'reference stroke {n}',
  drawFirst: 'Write on the pad first',
  stroke: 'Stroke {n}',
  detected: 'read as',
  comma: ', ',
  counts: '{total} characters, {chinese} Chinese, {punctuation} punctuation',
  structure: 'Structure',
  grammar: 'Grammar',
  content: 'Content',
  rhetoric: 'Rhetoric',
  spacing: 'Spacing',
  normative: 'Normative',
  aesthetics: 'Aesthetics',
  overall: 'Overall',
  steps: 'How it was scored',
  serverError: 'Server error: ',
  language: '中文',
};

/** A key of the interface texts. */
export type TextKey = keyof typeof ZH;

/** Every interface text by language. */
export const TEXTS: Readonly<Record<Language, Readonly<Record<TextKey, string>>>> = { zh: ZH, en: EN };

/** English names of the stroke directions (the library gives the Chinese ones). */
export const DIRECTION_NAMES_EN: Readonly<Record<string, string>> = {
  horizontal: 'horizontal',
  vertical: 'vertical',
  left_falling: 'left-falling',
  right_falling: 'right-falling',
  dot: 'dot',
  turning: 'turning',
  hook: 'hook',
  rising: 'rising',
};

/** Fills `{name}` placeholders of a text. */
export function format(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
