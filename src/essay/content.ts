// Content rules essay.content.richness, essay.content.connectors and essay.content.emotion.
import { CONNECTOR_WORDS, EMOTION_WORDS } from './constants.js';
import { CONTENT_COMMENTS } from './messages.js';
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
  let score = 85;
  const richness = distinctChinese / Math.max(chinese, 1);
  if (richness > 0.6) {
    score += 10;
    comments.push(CONTENT_COMMENTS.richVocabulary);
  } else if (richness < 0.3) {
    score -= 10;
    comments.push(CONTENT_COMMENTS.poorVocabulary);
  }
  let connectors = 0;
  for (const word of CONNECTOR_WORDS) if (occurs(text, facts, word)) connectors++;
  if (connectors >= 3) score += 5;
  else if (connectors === 0 && sentenceCount > 5) score -= 5;
  let emotion = false;
  for (const word of EMOTION_WORDS) {
    if (occurs(text, facts, word)) {
      emotion = true;
      break;
    }
  }
  if (emotion) {
    score += 3;
    comments.push(CONTENT_COMMENTS.emotion);
  }
  return { score: Math.min(100, Math.max(0, score)), comments };
}

/** Whether `word` occurs in `text`; a search is a pass of its own, so skip the words that cannot. */
function occurs(text: string, facts: ContentFacts, word: string): boolean {
  return mayOccur(facts, word) && text.includes(word);
}
