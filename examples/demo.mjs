// Runs the three operations of the built package on sample inputs and prints the envelopes.
// `npm run demo` builds first; the import below resolves to ./dist through package.json.
import { evaluateStrokeOrder, evaluateWritingQuality, reviewEssay, toEnvelope } from 'handwriting-scoring';

const essay = reviewEssay({
  text:
    '春天来了，花儿对着我笑，小草从地里探出头来。\n' +
    '我和妈妈一起去公园玩。公园里的的人很多，大家都很开心。柳树像一位姑娘一样梳着长长的辫子。\n' +
    '因为下雨了，所以我们早早回家了。这真是快乐的一天！',
  grade: 3,
  title: '春天',
});

// 十: a horizontal stroke, then a vertical one.
const strokeOrder = evaluateStrokeOrder({
  character: '十',
  strokes: [
    [
      { x: 20, y: 100, timestamp: 0, pressure: 0.6 },
      { x: 100, y: 98, timestamp: 60, pressure: 0.7 },
      { x: 180, y: 96, timestamp: 120, pressure: 0.6 },
    ],
    [
      { x: 100, y: 20, timestamp: 400, pressure: 0.6 },
      { x: 101, y: 100, timestamp: 460, pressure: 0.8 },
      { x: 102, y: 180, timestamp: 520, pressure: 0.5 },
    ],
  ],
  difficulty_level: 2,
});

const quality = evaluateWritingQuality({
  strokes: [
    [
      { x: 20, y: 100, timestamp: 0, pressure: 0.6 },
      { x: 180, y: 96, timestamp: 120, pressure: 0.7 },
    ],
    [
      { x: 100, y: 20, timestamp: 400, pressure: 0.55 },
      { x: 102, y: 180, timestamp: 520 },
    ],
  ],
});

for (const [name, data] of [
  ['POST /api/v1/essay/review', essay],
  ['POST /api/v1/stroke-order/evaluate', strokeOrder],
  ['POST /api/v1/writing/quality', quality],
]) {
  console.log(`# ${name}`);
  console.log(JSON.stringify(toEnvelope(data), null, 2));
  console.log();
}
