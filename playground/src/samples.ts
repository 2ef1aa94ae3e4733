// Sample essays for the playground, written for this repository.

/** A sample essay with the grade it was written for. */
export interface SampleEssay {
  readonly id: string;
  readonly title: { readonly zh: string; readonly en: string };
  readonly grade: number;
  readonly text: string;
}

/** The samples offered in the essay panel. */
export const SAMPLE_ESSAYS: readonly SampleEssay[] = [
  {
    id: 'park',
    title: { zh: '公园里的春天（三年级）', en: 'Spring in the park (grade 3)' },
    grade: 3,
    text: [
      '星期天的早上，阳光暖暖的，爸爸妈妈带我去公园玩。',
      '公园里的花开了，红的像火，白的像雪，粉的像霞。小草从土里探出头来，风一吹，柳树就笑着向我们招手。湖水清清的，小鱼在水里游来游去，好像在做游戏。',
      '我们在草地上放风筝，我的风筝飞得又高又稳，我高兴极了。',
      '这一天过得真快乐，我爱春天的公园。',
    ].join('\n'),
  },
  {
    id: 'mistakes',
    title: { zh: '有毛病的日记（二年级）', en: 'A diary with slips (grade 2)' },
    grade: 2,
    text: '今天我很很高兴，，，因为妈妈给我买了了新书包因为我考了一百分。然后我们去吃饭然后我们去看电影然后我们回家了。我的的书包是蓝色的。',
  },
  {
    id: 'argument',
    title: { zh: '读书的好处（六年级）', en: 'Why we read (grade 6)' },
    grade: 6,
    text: [
      '有人说，书籍是人类进步的阶梯。我认为，多读书不仅能增长知识，而且能让我们学会思考。',
      '首先，读书让我们认识更广阔的世界。我们不能走遍每一座山、每一条河，但是书能带我们去看沙漠里的落日，去听大海的涛声。',
      '其次，读书让我们学会思考。读一本好书，就像和一位智者谈话。书中的人物遇到困难时怎样选择，常常让我停下来想一想：如果是我，我会怎么做？',
      '最后，读书让我们的心变得温暖。读到感人的故事，我会难过，也会感动；读到勇敢的人，我会为他们骄傲。',
      '总之，读书是一件快乐的事。让我们多读书，读好书，在书的海洋里快乐地成长。',
    ].join('\n'),
  },
];
