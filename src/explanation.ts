// The shape every explanation step shares, whichever operation explains itself.

/** One rule's effect on a score: which rule, by how much, and why, for a teacher to read. */
export interface ExplanationStep {
  /** The rule's stable id, a heading anchor of docs/rules.md (e.g. `essay.grammar.comma-run`). */
  readonly rule: string;
  /** The signed amount the rule added to the score; 0 when it only found or commented. */
  readonly delta: number;
  /** A short Chinese sentence with the evidence: the counts, the matched text and its position. */
  readonly note: string;
}
