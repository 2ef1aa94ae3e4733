// The essay rules read plainly: one small function per rule id of docs/rules.md, grouped by
// family (text.ts, counts.ts, structure.ts, grammar.ts, content.ts, rhetoric.ts), in the order
// and with the arithmetic of the rules, over plain strings, `u` regexes and code-point arrays.
// It is slower than the scan of fast/scan.ts on purpose: a reader checks each function against
// its rule line by line, the tests hold the fast path equal to it, and explainEssay reports its
// steps. Every function records what it did as steps.

import type { EssayDimension, Grade } from '../constants.js';
import type { EssayReviewData, SentenceError } from '../contract.js';
import { readContent } from './content.js';
import { countsOf } from './counts.js';
import { readGrammar } from './grammar.js';
import { readRhetoric } from './rhetoric.js';
import { readStructure } from './structure.js';
import type { PlainDimension } from './tally.js';
import { essayText, paragraphsOf, sentencesOf } from './text.js';

/** The whole essay read plainly: what analyzeEssay gives, with every dimension's steps. */
export interface PlainEssay {
  readonly counts: EssayReviewData['character_count'];
  readonly sentences: readonly string[];
  readonly paragraphs: readonly string[];
  readonly dimensions: Readonly<Record<EssayDimension, PlainDimension>>;
  readonly errors: SentenceError[];
}

/**
 * Reads the essay by its rules, one function per rule id in the rules' order, and records
 * every step: the oracle the fast path of analyzeEssay is held equal to.
 */
export function readEssay(text: string, grade: Grade): PlainEssay {
  const sentences = sentencesOf(text);
  const paragraphs = paragraphsOf(text);
  const counts = countsOf(text);
  const structure = readStructure(paragraphs, counts.chinese, grade);
  // Every match's position is read off one table, made once for the whole text.
  const essay = essayText(text);
  const errors: SentenceError[] = [];
  const grammar = readGrammar(essay, sentences, errors);
  const content = readContent(text, sentences.length);
  const rhetoric = readRhetoric(essay, sentences, grade);
  return {
    counts,
    sentences,
    paragraphs,
    dimensions: { structure, grammar, content, rhetoric },
    errors,
  };
}
