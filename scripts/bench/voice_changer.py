"""The voice changer's figures from a manifest (scripts/bench/voice-changer.bench.ts writes it), with
tools nobody here wrote: Praat's pitch and formant tracks and pocketsphinx's recogniser."""
import json
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from voice_diction import intelligibility, praat_script  # noqa: E402

TRACKS = """form args
  sentence path x
endform
sound = Read from file: path$
pitch = To Pitch: 0.01, 60, 1000
selectObject: sound
formant = To Formant (burg): 0.01, 5, 5500 * {ceiling}, 0.025, 50
n = Get number of frames
for i to n
  t = Get time from frame number: i
  selectObject: pitch
  f0 = Get value at time: t, "Hertz", "linear"
  selectObject: formant
  f1 = Get value at time: 1, t, "hertz", "linear"
  f2 = Get value at time: 2, t, "hertz", "linear"
  appendInfoLine: fixed$(t, 2), " ", f0, " ", f1, " ", f2
endfor
"""


def tracks(path, ceiling):
    """Per 10-ms frame: time → (F0, F1, F2), undefined values as None."""
    with praat_script(TRACKS.replace("{ceiling}", str(ceiling))) as run:
        out = run(path)
    frames = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4:
            frames[parts[0]] = tuple(None if value == "--undefined--" else float(value) for value in parts[1:])
    return frames


PSOLA = """form args
  sentence source x
  sentence target x
  real ratio 1
endform
sound = Read from file: source$
manipulation = To Manipulation: 0.01, 60, 600
tier = Extract pitch tier
Multiply frequencies: 0, 1000, ratio
selectObject: manipulation, tier
Replace pitch tier
selectObject: manipulation
moved = Get resynthesis (overlap-add)
Save as WAV file: target$
"""


def psola_baseline(sentences, inputs, transpose):
    """The recogniser on the input moved by `transpose` semitones with Praat's PSOLA, its formants kept:
    what the same words at the new pitch give, whatever sings them."""
    with tempfile.TemporaryDirectory() as directory, praat_script(PSOLA) as run:
        moved = []
        for index, source in enumerate(inputs):
            target = os.path.join(directory, f"moved-{index}.wav")
            run(source, target, 2 ** (transpose / 12))
            moved.append(target)
        return intelligibility(sentences, moved, plain=False)


def compare(source, sung, transpose, scale):
    """Median |cents| off the transposed input F0, and the median F1 and F2 ratios over frames voiced in both."""
    before = tracks(source, 1.0)
    after = tracks(sung, max(1.0, scale))
    cents, f1, f2 = [], [], []
    for time, (f0a, f1a, f2a) in before.items():
        if time not in after or f0a is None:
            continue
        f0b, f1b, f2b = after[time]
        if f0b is None:
            continue
        cents.append(abs(1200 * __import__("math").log2(f0b / f0a) - 100 * transpose))
        if f1a and f1b:
            f1.append(f1b / f1a)
        if f2a and f2b:
            f2.append(f2b / f2a)
    return cents, f1, f2


def main():
    manifest = json.load(open(sys.argv[1]))
    sentences = manifest["sentences"]
    source = intelligibility(sentences, manifest["input"], plain=False)
    out = {"input": {"grammarWer": source["grammarWer"], "pickRate": source["pickRate"]}, "voices": {}}
    for voice in manifest["voices"]:
        cents, f1, f2 = [], [], []
        for before, after in zip(manifest["input"], voice["files"]):
            c, a, b = compare(before, after, voice["transpose"], voice["scale"])
            cents += c
            f1 += a
            f2 += b
        heard = intelligibility(sentences, voice["files"], plain=False)
        baseline = psola_baseline(sentences, manifest["input"], voice["transpose"]) if voice["transpose"] else None
        out["voices"][voice["character"]] = {
            "centsMedian": statistics.median(cents) if cents else None,
            "f1Ratio": statistics.median(f1) if f1 else None,
            "f2Ratio": statistics.median(f2) if f2 else None,
            "scale": voice["scale"],
            "grammarWer": heard["grammarWer"],
            "pickRate": heard["pickRate"],
            "psolaWer": baseline["grammarWer"] if baseline else None,
            "psolaPick": baseline["pickRate"] if baseline else None,
        }
        print(voice["character"], json.dumps(out["voices"][voice["character"]]), file=sys.stderr, flush=True)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
