const DEFAULT_PRESSURE = 0.5;
function readStrokes(value, key, issues, options = {}) {
  if (value === void 0) {
    issues.add("required", [key], `${key} is required.`);
    return void 0;
  }
  if (!Array.isArray(value)) {
    issues.add("invalid_type", [key], `${key} must be an array of strokes.`);
    return void 0;
  }
  const strokes = value;
  const strokeCount = strokes.length;
  const before = issues.list.length;
  const rows = new Array(strokeCount);
  const strokePoints = new Uint32Array(strokeCount);
  let total = 0;
  for (let i = 0; i < strokeCount; i++) {
    const stroke = strokes[i];
    if (Array.isArray(stroke)) {
      rows[i] = stroke;
      strokePoints[i] = stroke.length;
      total += stroke.length;
    } else {
      issues.add("invalid_type", [key, i], `${key}[${i}] must be an array of points.`);
    }
  }
  const firstX = new Float64Array(strokeCount);
  const firstY = new Float64Array(strokeCount);
  const lastX = new Float64Array(strokeCount);
  const lastY = new Float64Array(strokeCount);
  const pathLength = new Float64Array(strokeCount);
  const pressures = new Float64Array(options.pressures ? total : 0);
  const keepPressures = options.pressures === true;
  const sumPaths = options.paths === true;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  let sumX = 0;
  let sumY = 0;
  let n = 0;
  for (let i = 0; i < strokeCount; i++) {
    const row = rows[i];
    if (row === void 0) continue;
    const length = strokePoints[i];
    let count = 0;
    let previousX = 0;
    let previousY = 0;
    let path = 0;
    for (let j = 0; j < length; j++) {
      const point = row[j];
      if (typeof point !== "object" || point === null) {
        reportPoint(issues, [key, i, j], point);
        continue;
      }
      const x = point.x;
      const y = point.y;
      const pressure = point.pressure;
      const timestamp = point.timestamp;
      if (!(typeof x === "number" && x - x === 0 && typeof y === "number" && y - y === 0 && typeof timestamp === "number" && Number.isInteger(timestamp) && (pressure === void 0 || typeof pressure === "number" && pressure >= 0 && pressure <= 1))) {
        reportPoint(issues, [key, i, j], point);
        continue;
      }
      if (count === 0) {
        firstX[i] = x;
        firstY[i] = y;
      } else if (sumPaths) {
        const dx = x - previousX;
        const dy = y - previousY;
        path += Math.sqrt(dx * dx + dy * dy);
      }
      previousX = x;
      previousY = y;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      sumX += x;
      sumY += y;
      if (keepPressures) pressures[n] = pressure === void 0 ? DEFAULT_PRESSURE : pressure;
      n++;
      count++;
    }
    lastX[i] = previousX;
    lastY[i] = previousY;
    pathLength[i] = path;
  }
  if (issues.list.length > before) return void 0;
  return {
    strokeCount,
    pointCount: n,
    strokePoints,
    firstX,
    firstY,
    lastX,
    lastY,
    pathLength,
    minX,
    maxX,
    minY,
    maxY,
    sumX,
    sumY,
    pressures
  };
}
function reportPoint(issues, path, point) {
  if (typeof point !== "object" || point === null || Array.isArray(point)) {
    issues.add("invalid_type", path, `${path.join(".")} must be a point object.`);
    return;
  }
  const { x, y, pressure, timestamp } = point;
  const at = (field) => [...path, field];
  if (!(typeof x === "number" && Number.isFinite(x))) badValue(issues, at("x"), x, "a finite number");
  if (!(typeof y === "number" && Number.isFinite(y))) badValue(issues, at("y"), y, "a finite number");
  if (pressure !== void 0 && !(typeof pressure === "number" && pressure >= 0 && pressure <= 1)) {
    if (typeof pressure === "number" && Number.isFinite(pressure)) {
      const code = pressure < 0 ? "too_small" : "too_big";
      issues.add(code, at("pressure"), `pressure must be from 0.0 to 1.0, but is ${pressure}.`);
    } else {
      badValue(issues, at("pressure"), pressure, "a number from 0.0 to 1.0");
    }
  }
  if (!(typeof timestamp === "number" && Number.isInteger(timestamp))) {
    badValue(issues, at("timestamp"), timestamp, "an integer (milliseconds)");
  }
}
function badValue(issues, path, value, what) {
  const field = String(path[path.length - 1]);
  if (value === void 0) issues.add("required", path, `${field} is required.`);
  else issues.add("invalid_type", path, `${field} must be ${what}.`);
}
export {
  DEFAULT_PRESSURE,
  readStrokes
};
