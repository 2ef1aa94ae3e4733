// Content rules 1-4 (decisions E8).
import { CONNECTOR_WORDS, EMOTION_WORDS } from './constants.js';
import { CONTENT_COMMENTS } from './messages.js';
import type { DimensionResult } from './structure.js';

/** Scores content from vocabulary richness, connector words and emotion words. */
export function scoreContent(
  text: string,
  chinese: number,
  distinctChinese: number,
  sentenceCount: number,
): DimensionResult {
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
  for (const word of CONNECTOR_WORDS) if (text.includes(word)) connectors++;
  if (connectors >= 3) score += 5;
  else if (connectors === 0 && sentenceCount > 5) score -= 5;
  if (EMOTION_WORDS.some((word) => text.includes(word))) {
    score += 3;
    comments.push(CONTENT_COMMENTS.emotion);
  }
  return { score: Math.min(100, Math.max(0, score)), comments };
}
