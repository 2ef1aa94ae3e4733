// Every number of the essay's dimension rules, typed here only; constants.ts holds the public
// tables and word lists. Nothing but primitive constants on purpose: esbuild inlines the
// constants of such a module where they are read, so naming a number costs the bundle nothing.

/** The top of the four dimension scores' 0..100 scale: content and rhetoric are clamped to it (essay.total.clamp), and the totals divide by it (essay.total.score, essay.total.dimensions). */
export const DIMENSION_SCALE: number = 100;
/** The decimals of total_score and of each `dimensions` value (essay.total.score, essay.total.dimensions). */
export const TOTAL_DECIMALS: number = 1;

/** essay.text.paragraphs: the code unit that ends a paragraph, `\n`. */
export const PARAGRAPH_END: number = 10;

/** Structure starts at this score (essay.structure.*). */
export const STRUCTURE_START: number = 100;
/** Grammar starts at this score (essay.grammar.*). */
export const GRAMMAR_START: number = 100;
/** Content starts at this score (essay.content.*). */
export const CONTENT_START: number = 85;
/** Rhetoric starts at this score (essay.rhetoric.*). */
export const RHETORIC_START: number = 70;

/** essay.structure.paragraphs: fewer paragraphs than this cost the few-paragraphs penalty. */
export const STRUCTURE_MIN_PARAGRAPHS: number = 2;
/** essay.structure.paragraphs: points off for fewer than STRUCTURE_MIN_PARAGRAPHS paragraphs. */
export const STRUCTURE_FEW_PARAGRAPHS_PENALTY: number = 25;
/** essay.structure.paragraphs: points off for exactly STRUCTURE_MIN_PARAGRAPHS paragraphs. */
export const STRUCTURE_EXACT_PARAGRAPHS_PENALTY: number = 10;
/** essay.structure.too-few-characters: one point off per this many characters short. */
export const STRUCTURE_SHORTFALL_STEP: number = 10;
/** essay.structure.too-few-characters: at most this many points off. */
export const STRUCTURE_SHORTFALL_CAP: number = 30;
/** essay.structure.too-many-characters: more than this times the grade maximum is too many. */
export const STRUCTURE_EXCESS_FACTOR: number = 1.5;
/** essay.structure.too-many-characters: points off for too many characters. */
export const STRUCTURE_EXCESS_PENALTY: number = 5;
/** essay.structure.first-paragraph: a first paragraph shorter than this is too short. */
export const STRUCTURE_FIRST_PARAGRAPH_MIN: number = 15;
/** essay.structure.first-paragraph: points off for a short first paragraph. */
export const STRUCTURE_FIRST_PARAGRAPH_PENALTY: number = 10;
/** essay.structure.last-paragraph: a last paragraph shorter than this is too short. */
export const STRUCTURE_LAST_PARAGRAPH_MIN: number = 10;
/** essay.structure.last-paragraph: points off for a short last paragraph. */
export const STRUCTURE_LAST_PARAGRAPH_PENALTY: number = 10;

/** essay.content.richness: a richness above this adds CONTENT_RICH_BONUS. */
export const CONTENT_RICH_ABOVE: number = 0.6;
/** essay.content.richness: points added for a rich vocabulary. */
export const CONTENT_RICH_BONUS: number = 10;
/** essay.content.richness: a richness below this takes CONTENT_POOR_PENALTY. */
export const CONTENT_POOR_BELOW: number = 0.3;
/** essay.content.richness: points off for a poor vocabulary. */
export const CONTENT_POOR_PENALTY: number = 10;
/** essay.content.connectors: at least this many distinct connectors add CONTENT_CONNECTORS_BONUS. */
export const CONTENT_CONNECTORS_MIN: number = 3;
/** essay.content.connectors: points added for enough connectors. */
export const CONTENT_CONNECTORS_BONUS: number = 5;
/** essay.content.connectors: no connector in more sentences than this takes CONTENT_NO_CONNECTORS_PENALTY. */
export const CONTENT_SILENT_SENTENCES: number = 5;
/** essay.content.connectors: points off for no connector at all. */
export const CONTENT_NO_CONNECTORS_PENALTY: number = 5;
/** essay.content.emotion: points added when an emotion word occurs. */
export const CONTENT_EMOTION_BONUS: number = 3;

/** essay.rhetoric.simile: at least this many characters after the opening word (and before 一样). */
export const SIMILE_SPAN_MIN: number = 2;
/** essay.rhetoric.simile: at most this many characters after the opening word (and before 一样). */
export const SIMILE_SPAN_MAX: number = 10;
/** essay.rhetoric.personification: at least this many characters between the nature and the action character. */
export const PERSONIFICATION_GAP_MIN: number = 0;
/** essay.rhetoric.personification: at most this many characters between the nature and the action character. */
export const PERSONIFICATION_GAP_MAX: number = 3;
/** essay.rhetoric.parallelism: this many sentences in a row make a parallelism. */
export const PARALLELISM_SENTENCES: number = 3;
/** essay.rhetoric.parallelism: the first of the three sentences is longer than this. */
export const PARALLELISM_MIN_FIRST_LENGTH: number = 5;
/** essay.rhetoric.parallelism: neighbouring sentence lengths differ by less than this. */
export const PARALLELISM_MAX_DIFFERENCE: number = 5;
/** essay.rhetoric.figures: this many distinct figures add RHETORIC_ALL_FIGURES_BONUS. */
export const RHETORIC_ALL_FIGURES: number = 3;
/** essay.rhetoric.figures: points added for every kind of figure. */
export const RHETORIC_ALL_FIGURES_BONUS: number = 25;
/** essay.rhetoric.figures: at least this many distinct figures (and fewer than RHETORIC_ALL_FIGURES) add RHETORIC_SOME_FIGURES_BONUS. */
export const RHETORIC_SOME_FIGURES: number = 1;
/** essay.rhetoric.figures: points added for one or two kinds of figure. */
export const RHETORIC_SOME_FIGURES_BONUS: number = 15;
/** essay.rhetoric.upper-grades: from this grade on, few figures cost RHETORIC_UPPER_GRADE_PENALTY. */
export const RHETORIC_UPPER_GRADE: number = 5;
/** essay.rhetoric.upper-grades: fewer distinct figures than this are few. */
export const RHETORIC_UPPER_GRADE_MIN_FIGURES: number = 2;
/** essay.rhetoric.upper-grades: points off for few figures in an upper grade. */
export const RHETORIC_UPPER_GRADE_PENALTY: number = 10;
