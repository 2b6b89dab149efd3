/**
 * Linear prediction by the autocorrelation method (Levinson–Durbin): `order` coefficients a1…ap of
 * A(z) = 1 + a1 z⁻¹ + … and the prediction error power. A silent frame gives all zeros.
 */
export function linearPrediction(
  frame: Float32Array | Float64Array,
  order: number,
): { a: Float64Array; error: number } {
  const r = new Float64Array(order + 1);
  for (let lag = 0; lag <= order; lag += 1) {
    let sum = 0;
    for (let i = lag; i < frame.length; i += 1) sum += frame[i]! * frame[i - lag]!;
    r[lag] = sum;
  }
  const a = new Float64Array(order);
  if (r[0]! <= 1e-12) return { a, error: 0 };
  // A hair of white noise (−40 dB) keeps the recursion stable on a nearly periodic frame.
  r[0] = r[0]! * 1.0001;
  let error = r[0]!;
  const previous = new Float64Array(order);
  for (let i = 0; i < order; i += 1) {
    let acc = r[i + 1]!;
    for (let j = 0; j < i; j += 1) acc += a[j]! * r[i - j]!;
    const k = -acc / error;
    previous.set(a);
    for (let j = 0; j < i; j += 1) a[j] = previous[j]! + k * previous[i - 1 - j]!;
    a[i] = k;
    error *= 1 - k * k;
    if (error <= 0) break;
  }
  return { a, error: Math.max(error, 0) };
}
