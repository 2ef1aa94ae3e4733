import fc from 'fast-check';

// fast-check's default size keeps generated strings and arrays to about ten items, whatever
// their maxLength; the rules here (spans of 50 characters, paragraphs, long sentences) need
// longer inputs to be exercised.
fc.configureGlobal({ baseSize: 'medium' });
