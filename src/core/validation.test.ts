import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESSAY_REQUEST_FIELDS } from '../essay-review/request.js';
import { STROKE_ORDER_REQUEST_FIELDS } from '../stroke-order/request.js';
import { WRITING_QUALITY_REQUEST_FIELDS } from '../writing-quality/request.js';
import { type FieldSpec, Issues, readFields, readObject, readTableField } from './validation.js';

const TABLES: readonly Readonly<Record<string, FieldSpec>>[] = [
  ESSAY_REQUEST_FIELDS,
  STROKE_ORDER_REQUEST_FIELDS,
  WRITING_QUALITY_REQUEST_FIELDS,
];
/** Values on both sides of every table's constraints. */
const value = fc.oneof(
  fc.constantFrom(undefined, null, true, 0, -0, 1, 2.5, 3, 4, 9, 10, '十', '𠀀', 'ab', '', 'narrative', 'x'),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 2000 }),
  fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), { maxLength: 3 }),
);

describe('the field table reader (rule general.validation)', () => {
  it('reads one field with readTableField as readFields reads it: the same value and the same issues', () => {
    const field = fc.constantFrom(...TABLES.flatMap((table) => Object.keys(table).map((key) => [table, key] as const)));
    fc.assert(
      fc.property(field, value, ([table, key], given) => {
        const alone = new Issues();
        const inTable = new Issues();
        const read = readTableField(key, table[key]!, given, alone);
        expect(read).toEqual(readFields(table, { [key]: given }, inTable)[key]);
        expect(alone.list).toEqual(inTable.list.filter((issue) => issue.path[0] === key));
      }),
      { numRuns: 500, seed: 20261125 },
    );
  });

  it('lists a request that is not an object at the empty path, and takes any plain object', () => {
    for (const input of [null, undefined, 3, 'request', [], [1]]) {
      const issues = new Issues();
      expect(readObject(input, issues)).toBeUndefined();
      expect(issues.list).toEqual([{ code: 'invalid_type', path: [], message: 'The request must be a JSON object.' }]);
    }
    const issues = new Issues();
    const request = { text: 'x' };
    expect(readObject(request, issues)).toBe(request);
    expect(issues.count).toBe(0);
  });
});
