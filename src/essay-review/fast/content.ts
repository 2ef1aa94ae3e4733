// Content rules essay.content.richness, essay.content.connectors and essay.content.emotion.
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
  DIMENSION_SCALE,
} from '../rule-numbers.js';
import { type EssayScan, mayOccur } from './scan.js';
import type { DimensionResult } from './structure.js';

/** What the content rules read off the scanned text. */
export type ContentFacts = Pick<EssayScan, 'chinese' | 'distinctChinese' | 'seen'> & {
  readonly sentenceCount: number;
};

/** Scores content from vocabulary richness, connector words and emotion words. */
export function scoreContent(text: string, facts: ContentFacts): DimensionResult {
  const { chinese, distinctChinese, sentenceCount } = facts;
  const comments: string[] = [];
  let score = CONTENT_START;
  const richness = distinctChinese / Math.max(chinese, 1);
  if (richness > CONTENT_RICH_ABOVE) {
    score += CONTENT_RICH_BONUS;
    comments.push(CONTENT_COMMENTS.richVocabulary);
  } else if (richness < CONTENT_POOR_BELOW) {
    score -= CONTENT_POOR_PENALTY;
    comments.push(CONTENT_COMMENTS.poorVocabulary);
  }
  // rule: essay.content.connectors: only none, one or two, or three or more matter, so the
  // count stops at three; each word sought is a search of the text.
  let connectors = 0;
  for (const word of CONNECTOR_WORDS) {
    if (occurs(text, facts, word) && ++connectors === CONTENT_CONNECTORS_MIN) break;
  }
  if (connectors >= CONTENT_CONNECTORS_MIN) score += CONTENT_CONNECTORS_BONUS;
  else if (connectors === 0 && sentenceCount > CONTENT_SILENT_SENTENCES) score -= CONTENT_NO_CONNECTORS_PENALTY;
  let emotion = false;
  for (const word of EMOTION_WORDS) {
    if (occurs(text, facts, word)) {
      emotion = true;
      break;
    }
  }
  if (emotion) {
    score += CONTENT_EMOTION_BONUS;
    comments.push(CONTENT_COMMENTS.emotion);
  }
  // rule: essay.total.clamp
  return { score: Math.min(DIMENSION_SCALE, Math.max(0, score)), comments };
}

/** Whether `word` occurs in `text`; a search is a pass of its own, so skip the words that cannot. */
function occurs(text: string, facts: ContentFacts, word: string): boolean {
  return mayOccur(facts, word) && text.includes(word);
}
