/**
 * Loudness as ITU-R BS.1770 weighs it (the K filter: a +4 dB shelf above ~1.7 kHz and a 38 Hz
 * high-pass), without gating: the mean square of the K-weighted signal in dB (LUFS − 0.691 for
 * mono). Used to level the voices against each other; exports are measured by ffmpeg's ebur128.
 */

function biquad(samples: Float32Array, b: readonly number[], a: readonly number[]): Float64Array {
  const out = new Float64Array(samples.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const x = samples[index]!;
    const y = b[0]! * x + b[1]! * x1 + b[2]! * x2 - a[1]! * y1 - a[2]! * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    out[index] = y;
  }
  return out;
}

/** The K filter's two stages at any sample rate (BS.1770's analog prototypes, bilinear transform). */
function kFilter(sampleRate: number) {
  const shelfK = Math.tan((Math.PI * 1681.974450955533) / sampleRate);
  const q = 0.7071752369554196;
  const vh = 10 ** (3.999843853973347 / 20);
  const vb = vh ** 0.4996667741545416;
  const a0 = 1 + shelfK / q + shelfK * shelfK;
  const shelf = {
    b: [
      (vh + (vb * shelfK) / q + shelfK * shelfK) / a0,
      (2 * (shelfK * shelfK - vh)) / a0,
      (vh - (vb * shelfK) / q + shelfK * shelfK) / a0,
    ],
    a: [1, (2 * (shelfK * shelfK - 1)) / a0, (1 - shelfK / q + shelfK * shelfK) / a0],
  };
  const highK = Math.tan((Math.PI * 38.13547087602444) / sampleRate);
  const hq = 0.5003270373238773;
  const h0 = 1 + highK / hq + highK * highK;
  const high = { b: [1, -2, 1], a: [1, (2 * (highK * highK - 1)) / h0, (1 - highK / hq + highK * highK) / h0] };
  return { shelf, high };
}

/** Mean square of the K-weighted samples [from, to), in dB. */
export function kWeightedLevel(samples: Float32Array, sampleRate: number, from = 0, to = samples.length): number {
  const { shelf, high } = kFilter(sampleRate);
  const stage1 = biquad(samples, shelf.b, shelf.a);
  const stage2 = biquad(Float32Array.from(stage1), high.b, high.a);
  let energy = 0;
  for (let index = from; index < to; index += 1) energy += stage2[index]! ** 2;
  return 10 * Math.log10(Math.max(1e-20, energy / Math.max(1, to - from)));
}
