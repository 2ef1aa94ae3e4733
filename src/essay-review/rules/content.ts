// The content rules (essay.content.*), one function each, in the rules' order.

import { noteNumberBeside } from '../../core/explanation.js';
import { CONNECTOR_WORDS, EMOTION_WORDS } from '../constants.js';
import { CONTENT_COMMENTS } from '../messages.js';
import {
  CONTENT_CONNECTORS_BONUS,
  CONTENT_CONNECTORS_MIN,
  CONTENT_EMOTION_BONUS,
  CONTENT_NO_CONNECTORS_PENALTY,
  CONTENT_POOR_BELOW,
  CONTENT_POOR_PENALTY,
  CONTENT_RICH_ABOVE,
  CONTENT_RICH_BONUS,
  CONTENT_SILENT_SENTENCES,
  CONTENT_START,
} from '../rule-numbers.js';
import { chineseOf } from './counts.js';
import { clampToScale, type PlainDimension, Tally } from './tally.js';

// rule: essay.content.richness — distinct Chinese characters over all of them (at least 1).
function contentRichness(tally: Tally, text: string): void {
  const chinese = chineseOf(text);
  const distinct = new Set(chinese).size;
  const divisor = Math.max(chinese.length, 1);
  const richness = distinct / divisor;
  const figures = `不同的汉字${distinct}个，汉字共${chinese.length}个，丰富度${distinct}÷${divisor}=${noteNumberBeside(richness, [CONTENT_RICH_ABOVE, CONTENT_POOR_BELOW])}`;
  if (richness > CONTENT_RICH_ABOVE) {
    tally.step(
      'essay.content.richness',
      CONTENT_RICH_BONUS,
      `${figures}，高于${CONTENT_RICH_ABOVE}，加${CONTENT_RICH_BONUS}分`,
      CONTENT_COMMENTS.richVocabulary,
    );
  } else if (richness < CONTENT_POOR_BELOW) {
    tally.step(
      'essay.content.richness',
      -CONTENT_POOR_PENALTY,
      `${figures}，低于${CONTENT_POOR_BELOW}，扣${CONTENT_POOR_PENALTY}分`,
      CONTENT_COMMENTS.poorVocabulary,
    );
  }
}

// rule: essay.content.connectors — distinct listed words occurring anywhere (但 inside 但是 too).
function contentConnectors(tally: Tally, text: string, sentenceCount: number): void {
  const found = CONNECTOR_WORDS.filter((word) => text.includes(word));
  if (found.length >= CONTENT_CONNECTORS_MIN) {
    tally.step(
      'essay.content.connectors',
      CONTENT_CONNECTORS_BONUS,
      `用到${found.length}个关联词（${found.join('、')}），不少于${CONTENT_CONNECTORS_MIN}个，加${CONTENT_CONNECTORS_BONUS}分`,
    );
  } else if (found.length === 0 && sentenceCount > CONTENT_SILENT_SENTENCES) {
    tally.step(
      'essay.content.connectors',
      -CONTENT_NO_CONNECTORS_PENALTY,
      // The note names the rule's list: a word outside it (然后) does not count, and a note
      // saying no connector at all was used would read as false to a reader who sees one.
      `全文${sentenceCount}句，多于${CONTENT_SILENT_SENTENCES}句，却没有用到规则所列的关联词（${CONNECTOR_WORDS.join('、')}），扣${CONTENT_NO_CONNECTORS_PENALTY}分`,
    );
  }
}

// rule: essay.content.emotion
function contentEmotion(tally: Tally, text: string): void {
  const found = EMOTION_WORDS.filter((word) => text.includes(word));
  if (found.length > 0) {
    tally.step(
      'essay.content.emotion',
      CONTENT_EMOTION_BONUS,
      `写到了感受（${found.join('、')}），加${CONTENT_EMOTION_BONUS}分`,
      CONTENT_COMMENTS.emotion,
    );
  }
}

/** Content read plainly: vocabulary richness, connector words, emotion words. */
export function readContent(text: string, sentenceCount: number): PlainDimension {
  const tally = new Tally(CONTENT_START);
  contentRichness(tally, text);
  contentConnectors(tally, text, sentenceCount);
  contentEmotion(tally, text);
  return tally.finish(clampToScale);
}
