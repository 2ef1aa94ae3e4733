const DEFAULT_PRESSURE = 0.5;
const STROKE_RECORD = { points: 0, firstX: 1, firstY: 2, lastX: 3, lastY: 4, path: 5 };
const STROKE_STRIDE = 6;
const NO_PRESSURES = /* @__PURE__ */ new Float64Array(0);
function readStrokes(value, key, issues, options = {}) {
  if (value === void 0) {
    issues.add('required', [key], `${key} is required.`);
    return void 0;
  }
  if (!Array.isArray(value)) {
    issues.add('invalid_type', [key], `${key} must be an array of strokes.`);
    return void 0;
  }
  const strokes = value;
  const strokeCount = strokes.length;
  const before = issues.list.length;
  const rows = new Array(strokeCount);
  const records = new Array(strokeCount * STROKE_STRIDE).fill(0);
  let total = 0;
  for (let i = 0; i < strokeCount; i++) {
    const stroke = strokes[i];
    if (Array.isArray(stroke)) {
      rows[i] = stroke;
      records[i * STROKE_STRIDE] = stroke.length;
      total += stroke.length;
    } else {
      issues.add('invalid_type', [key, i], `${key}[${i}] must be an array of points.`);
    }
  }
  const pressures = options.pressures && total > 0 ? new Float64Array(total) : NO_PRESSURES;
  const keepPressures = options.pressures === true;
  const sumPaths = options.paths === true;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  let sumX = 0;
  let sumY = 0;
  let sumPressure = 0;
  let n = 0;
  for (let i = 0; i < strokeCount; i++) {
    const row = rows[i];
    if (row === void 0) continue;
    const record = i * STROKE_STRIDE;
    const length = records[record];
    let count = 0;
    let previousX = 0;
    let previousY = 0;
    let path = 0;
    for (let j = 0; j < length; j++) {
      const point = row[j];
      if (typeof point !== 'object' || point === null) {
        reportPoint(issues, [key, i, j], point);
        continue;
      }
      const x = point.x;
      const y = point.y;
      const pressure = point.pressure;
      const timestamp = point.timestamp;
      if (
        !(
          typeof x === 'number' &&
          x - x === 0 &&
          typeof y === 'number' &&
          y - y === 0 &&
          typeof timestamp === 'number' &&
          Number.isInteger(timestamp) &&
          (pressure === void 0 || (typeof pressure === 'number' && pressure >= 0 && pressure <= 1))
        )
      ) {
        reportPoint(issues, [key, i, j], point);
        continue;
      }
      if (count === 0) {
        records[record + STROKE_RECORD.firstX] = x;
        records[record + STROKE_RECORD.firstY] = y;
      } else if (sumPaths) {
        const dx = x - previousX;
        const dy = y - previousY;
        path += Math.sqrt(dx * dx + dy * dy);
      }
      previousX = x;
      previousY = y;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      sumX += x;
      sumY += y;
      if (keepPressures) {
        const p = pressure === void 0 ? DEFAULT_PRESSURE : pressure;
        pressures[n] = p;
        sumPressure += p;
      }
      n++;
      count++;
    }
    records[record + STROKE_RECORD.points] = count;
    records[record + STROKE_RECORD.lastX] = previousX;
    records[record + STROKE_RECORD.lastY] = previousY;
    records[record + STROKE_RECORD.path] = path;
  }
  if (issues.list.length > before) return void 0;
  return {
    strokeCount,
    pointCount: n,
    strokes: records,
    minX,
    maxX,
    minY,
    maxY,
    sumX,
    sumY,
    pressures,
    sumPressure,
  };
}
function reportPoint(issues, path, point) {
  if (typeof point !== 'object' || point === null || Array.isArray(point)) {
    issues.add('invalid_type', path, `${path.join('.')} must be a point object.`);
    return;
  }
  const { x, y, pressure, timestamp } = point;
  const at = (field) => [...path, field];
  if (!(typeof x === 'number' && Number.isFinite(x))) badValue(issues, at('x'), x, 'a finite number');
  if (!(typeof y === 'number' && Number.isFinite(y))) badValue(issues, at('y'), y, 'a finite number');
  if (pressure !== void 0 && !(typeof pressure === 'number' && pressure >= 0 && pressure <= 1)) {
    if (typeof pressure === 'number' && Number.isFinite(pressure)) {
      const code = pressure < 0 ? 'too_small' : 'too_big';
      issues.add(code, at('pressure'), `pressure must be from 0.0 to 1.0, but is ${pressure}.`);
    } else {
      badValue(issues, at('pressure'), pressure, 'a number from 0.0 to 1.0');
    }
  }
  if (!(typeof timestamp === 'number' && Number.isInteger(timestamp))) {
    badValue(issues, at('timestamp'), timestamp, 'an integer (milliseconds)');
  }
}
function badValue(issues, path, value, what) {
  const field = String(path[path.length - 1]);
  if (value === void 0) issues.add('required', path, `${field} is required.`);
  else issues.add('invalid_type', path, `${field} must be ${what}.`);
}

export { DEFAULT_PRESSURE, readStrokes, STROKE_RECORD, STROKE_STRIDE };
