// Scores a list of cases with a loaded handwriting-scoring module and serialises every outcome
// (the result, or the error's class, name and data) as one JSON line. Plain JavaScript with no
// imports, so every host runs the very same code: Node, Bun, Deno, workerd and Chromium.

/** The clock every host uses, so `inference_time_ms` is the same everywhere. */
const FIXED_CLOCK = { now: () => 0 };

/** One JSON line per case: `{"result":…}` or `{"error":{class,name,status,operation,issues,detail,message}}`. */
export function scoreAll(lib, cases) {
  const operations = {
    'essay-review': (request) => lib.reviewEssay(request, FIXED_CLOCK),
    'stroke-order': (request) => lib.evaluateStrokeOrder(request, FIXED_CLOCK),
    'writing-quality': (request) => lib.evaluateWritingQuality(request),
  };
  return cases
    .map(({ op, request }) => {
      try {
        return JSON.stringify({ result: operations[op](request) });
      } catch (error) {
        return JSON.stringify({ error: describeError(lib, error) });
      }
    })
    .join('\n');
}

function describeError(lib, error) {
  // A consumer that imports one operation has no error classes to test against.
  const kind =
    lib.ValidationError === undefined
      ? undefined
      : error instanceof lib.ValidationError
        ? 'ValidationError'
        : error instanceof lib.ScoringError
          ? 'ScoringError'
          : 'not a library error';
  return {
    class: kind,
    name: error.name,
    status: error.status,
    operation: error.operation,
    issues: error.issues,
    detail: error.detail,
    message: error.message,
  };
}
