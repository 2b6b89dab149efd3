"""
Measures the voice's diction with tools nobody in the project wrote: pocketsphinx (its default
en-us model) for intelligibility, Praat for voice quality and formants, librosa for MFCC + DTW,
numpy for spectra and levels, ffmpeg's ebur128 filter for loudness. Driven by
scripts/bench/voice-diction.bench.ts, which renders the audio and writes the manifest this reads.

    python3 scripts/bench/voice_diction.py <manifest.json>

Prints one JSON object (every figure) on the last line of stdout.
"""

import contextlib
import json
import os
import re
import subprocess
import sys
import tempfile

import librosa
import numpy as np
import soundfile
from pocketsphinx import Config, Decoder


def load(path, rate=None):
    samples, sr = soundfile.read(path, dtype="float64", always_2d=True)
    mono = samples.mean(axis=1)
    if rate and sr != rate:
        mono = librosa.resample(mono, orig_sr=sr, target_sr=rate)
        sr = rate
    return mono, sr


def pcm16(samples):
    peak = max(1e-9, np.max(np.abs(samples)))
    scaled = samples / peak * 0.7 if peak > 0.99 else samples
    return (np.clip(scaled, -1, 1) * 32767).astype("<i2").tobytes()


# --- pocketsphinx ---------------------------------------------------------------------------

DECODER = None


def decode(search, path):
    """Decodes a file with a named search ("plain": the default language model)."""
    global DECODER
    if DECODER is None:
        # Narrower beams than the defaults: the full language model otherwise takes ~10 s a sentence here.
        DECODER = Decoder(Config(loglevel="FATAL", beam=1e-40, wbeam=1e-30, pbeam=1e-40, maxhmmpf=3000))
        DECODER.add_lm_file("plain", DECODER.config["lm"])
    dec = DECODER
    if isinstance(search, tuple):
        name, grammar = search
        if dec.get_fsg(name) is None:
            dec.add_jsgf_string(name, grammar)
        search = name
    dec.activate_search(search)
    samples, _ = load(path, 16000)
    dec.start_utt()
    dec.process_raw(pcm16(samples), full_utt=True)
    dec.end_utt()
    hyp = dec.hyp()
    return hyp.hypstr if hyp else ""


def words_of(sentence):
    return sentence.replace("-", "").lower().split()


def edit_distance(a, b):
    table = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        previous, table[0] = table[0], i
        for j, y in enumerate(b, 1):
            previous, table[j] = table[j], min(table[j] + 1, table[j - 1] + 1, previous + (x != y))
    return table[len(b)]


def wer(pairs):
    errors = sum(edit_distance(words_of(ref), hyp.split()) for ref, hyp in pairs)
    return 100.0 * errors / max(1, sum(len(words_of(ref)) for ref, _ in pairs))


# The plain decoder (full en-us language model) is slow: its WER is taken over the first sentences only.
PLAIN_SENTENCES = int(os.environ.get("VOICE_PLAIN", "6"))


def intelligibility(sentences, files, plain=True):
    """N-word grammar WER, closed-set sentence pick rate, plain decoder WER over one voice's files."""
    vocabulary = sorted({word for sentence in sentences for word in words_of(sentence)})
    results = {"grammar": [], "pick": 0, "plain": []}
    closed = "#JSGF V1.0;\ngrammar pick;\npublic <s> = " + " | ".join(
        "( " + " ".join(words_of(sentence)) + " )" for sentence in sentences) + ";\n"
    for sentence, path in zip(sentences, files):
        count = len(words_of(sentence))
        grammar = "#JSGF V1.0;\ngrammar words;\n<w> = " + " | ".join(vocabulary) + ";\npublic <s> = " + " ".join(
            ["<w>"] * count) + ";\n"
        results["grammar"].append((sentence, decode((f"words{count}", grammar), path)))
        picked = decode(("pick", closed), path)
        results["pick"] += int(picked.split() == words_of(sentence))
        if plain and len(results["plain"]) < PLAIN_SENTENCES and not os.environ.get("VOICE_QUICK"):
            results["plain"].append((sentence, decode("plain", path)))
    return {
        "grammarWer": wer(results["grammar"]),
        "pickRate": 100.0 * results["pick"] / max(1, len(results["grammar"])),
        "plainWer": wer(results["plain"]) if results["plain"] else float("nan"),
        "heard": [hyp for _, hyp in results["grammar"]],
    }


# Praat's PSOLA: a file moved to a monotone (a 10 % rise to the end) at f0 and slowed by `stretch`, its spectral
# envelope kept.
MONOTONE_SCRIPT = """form args
  sentence source x
  sentence target y
  real f0 220
  real stretch 1
endform
sound = Read from file: source$
duration = Get total duration
manipulation = To Manipulation: 0.01, 75, 600
tier = Create PitchTier: "monotone", 0, duration
Add point: 0, f0
Add point: duration, f0 * 1.1
selectObject: manipulation
plusObject: tier
Replace pitch tier
durations = Create DurationTier: "tempo", 0, duration
Add point: 0, stretch
selectObject: manipulation
plusObject: durations
Replace duration tier
selectObject: manipulation
Get resynthesis (overlap-add)
Save as WAV file: target$
"""


def espeak_at_pitch(paths, f0, stretches=None):
    """espeak-ng's sentences moved to a voice's pitch (and slowed to its tempo): a reference that separates
    pitch and tempo from diction."""
    moved = []
    with praat_script(MONOTONE_SCRIPT) as run:
        for index, path in enumerate(paths):
            stretch = stretches[index] if stretches else 1.0
            target = path.replace(".wav", f"-at{round(f0)}x{stretch:.2f}.wav")
            run(path, target, f0, stretch)
            moved.append(target)
    return moved


def sounding_span(path):
    """Seconds from the first to the last 10 ms frame within 40 dB of the loudest."""
    samples, sr = load(path)
    hop = int(0.01 * sr)
    frames = samples[: len(samples) // hop * hop].reshape(-1, hop)
    level = 10 * np.log10((frames ** 2).mean(axis=1) + 1e-20)
    loud = np.flatnonzero(level > level.max() - 40)
    return (loud[-1] - loud[0] + 1) * hop / sr


def tempo_stretches(espeak_paths, note_spans):
    """Per sentence: how much slower the voice sings it (first note's start to last note's end) than
    espeak-ng speaks it."""
    return [(spans[-1][1] - spans[0][0]) / sounding_span(path) for path, spans in zip(espeak_paths, note_spans)]


@contextlib.contextmanager
def praat_script(text):
    """A Praat script in a temporary file: yields `run(*args, check=True)`, which runs it with those
    arguments and answers its standard output. The file is removed afterwards."""
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "script.praat")
        with open(path, "w") as out:
            out.write(text)
        yield lambda *args, check=True: subprocess.run(
            ["praat", "--run", path, *(str(arg) for arg in args)], capture_output=True, text=True, check=check
        ).stdout


# --- spectrum and levels --------------------------------------------------------------------

def ltas_ratio(paths):
    """Long-term average spectrum: energy 2–4 kHz over 0–1 kHz, dB, voiced frames of all files."""
    low = high = 0.0
    for path in paths:
        samples, sr = load(path)
        spectrum = np.abs(librosa.stft(samples, n_fft=2048, hop_length=512)) ** 2
        freqs = librosa.fft_frequencies(sr=sr, n_fft=2048)
        frames = spectrum.sum(axis=0)
        active = frames > frames.max() * 1e-3
        power = spectrum[:, active].mean(axis=1)
        low += power[(freqs > 50) & (freqs <= 1000)].sum()
        high += power[(freqs > 2000) & (freqs <= 4000)].sum()
    return 10 * np.log10(high / max(low, 1e-20))


def s_to_vowel(path):
    """Peak level (10 ms frames) of the /s/ (frames with 10 dB more energy above 3 kHz than below 1 kHz)
    vs the peak of the vowel (frames with 10 dB more below 1 kHz than above 3 kHz), dB."""
    samples, sr = load(path)
    hop = int(0.01 * sr)
    spectrum = np.abs(librosa.stft(samples, n_fft=2 * hop, hop_length=hop)) ** 2
    freqs = librosa.fft_frequencies(sr=sr, n_fft=2 * hop)
    total = 10 * np.log10(spectrum.sum(axis=0) + 1e-20)
    high = 10 * np.log10(spectrum[freqs > 3000].sum(axis=0) + 1e-20)
    low = 10 * np.log10(spectrum[freqs < 1000].sum(axis=0) + 1e-20)
    fricative = total[(high - low > 10) & (total > total.max() - 60)]
    vowel = total[low - high > 10]
    return float(fricative.max() - vowel.max()) if fricative.size and vowel.size else float("nan")


def edges(path):
    """dBFS (RMS) of the first and last 10 ms."""
    samples, sr = load(path)
    n = int(0.01 * sr)
    level = lambda part: 20 * np.log10(max(1e-10, float(np.sqrt(np.mean(part ** 2)))))
    return level(samples[:n]), level(samples[-n:])


def digital_zero_runs(path, spans):
    """Notes (song-second spans) containing a run of ≥ 5 ms of exact zeros."""
    samples, sr = load(path)
    longest = int(0.005 * sr)
    count = 0
    for start, end in spans:
        part = samples[int(start * sr):int(end * sr)]
        zero = np.concatenate([[0], (part == 0).astype(int), [0]])
        changes = np.flatnonzero(np.diff(zero))
        runs = changes[1::2] - changes[0::2]
        count += int(runs.size > 0 and runs.max() >= longest)
    return count


def loudness(path):
    """Integrated loudness (EBU R128) by ffmpeg's ebur128 filter, LUFS; None without ffmpeg."""
    try:
        run = subprocess.run(["ffmpeg", "-nostats", "-i", path, "-filter_complex", "ebur128", "-f", "null", "-"],
                             capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    found = re.findall(r"I:\s+(-?[\d.]+) LUFS", run.stderr)
    return float(found[-1]) if found else None


# --- Praat ----------------------------------------------------------------------------------

PRAAT_SCRIPT = """
form Voice
  sentence file
  real floor
  real ceiling
  real maxformant
endform
sound = Read from file: file$
total = Get total duration
part = Extract part: 0.3, total - 0.2, "rectangular", 1, "no"
pitch = To Pitch (cc): 0.005, floor, 15, "no", 0.03, 0.45, 0.01, 0.35, 0.14, ceiling
selectObject: part
points = To PointProcess (periodic, cc): floor, ceiling
jitter = Get jitter (local): 0, 0, 0.0001, 0.02, 1.3
selectObject: part, points
shimmer = Get shimmer (local): 0, 0, 0.0001, 0.02, 1.3, 1.6
selectObject: part
harmonicity = To Harmonicity (cc): 0.01, floor, 0.1, 1
hnr = Get mean: 0, 0
selectObject: part
formant = To Formant (burg): 0, 5, maxformant, 0.025, 50
f3 = Get mean: 3, 0, 0, "hertz"
f4 = Get mean: 4, 0, 0, "hertz"
writeInfoLine: jitter, " ", shimmer, " ", hnr, " ", f3, " ", f4
selectObject: pitch
frames = Get number of frames
for i to frames
  t = Get time from frame number: i
  f = Get value in frame: i, "Hertz"
  appendInfoLine: "p ", t, " ", f
endfor
"""


def praat_voice(path, f0):
    maxformant = 5000 if f0 < 180 else 5500 if f0 < 300 else 6500
    with praat_script(PRAAT_SCRIPT) as run:
        lines = run(path, max(50, f0 * 0.6), f0 * 1.6, maxformant, check=False).strip().splitlines()
    jitter, shimmer, hnr, f3, f4 = (float(v) if v != "--undefined--" else float("nan") for v in lines[0].split())
    track = [(float(t), float(f)) for _, t, f in (line.split() for line in lines[1:]) if f != "--undefined--"]
    return {"jitter": 100 * jitter, "shimmer": 100 * shimmer, "hnr": hnr, "f3": f3, "f4": f4,
            "vibratoRateCv": vibrato_rate_cv(track)}


def vibrato_rate_cv(track):
    """Cycle-to-cycle variation of the vibrato rate (coefficient of variation of peak-to-peak periods, %)."""
    if len(track) < 50:
        return float("nan")
    times = np.array([t for t, _ in track])
    cents = 1200 * np.log2(np.array([f for _, f in track]) / np.median([f for _, f in track]))
    cents = cents - np.convolve(cents, np.ones(51) / 51, mode="same")
    peaks = [i for i in range(6, len(cents) - 6) if cents[i] == max(cents[i - 6:i + 7]) and cents[i] > 3]
    periods = np.diff(times[peaks])
    periods = periods[(periods > 0.08) & (periods < 0.35)]
    return float(100 * periods.std() / periods.mean()) if periods.size >= 3 else float("nan")


# --- closed-set syllables -------------------------------------------------------------------

def mfcc(path):
    samples, sr = load(path, 16000)
    samples, _ = librosa.effects.trim(samples, top_db=45)
    # The consonant and its transition: the vowel's steady state says nothing about the consonant.
    samples = samples[: int(0.3 * sr)]
    features = librosa.feature.mfcc(y=samples, sr=sr, n_mfcc=13, n_fft=512, hop_length=160)[1:]
    return (features - features.mean(axis=1, keepdims=True))


def syllable_test(labels, sung, templates):
    """Each sung syllable is named by its nearest template (DTW over MFCCs); % named right."""
    template_features = [mfcc(path) for path in templates]
    right = 0
    confusions = []
    for label, path in zip(labels, sung):
        features = mfcc(path)
        costs = []
        for candidate in template_features:
            cost, steps = librosa.sequence.dtw(X=features, Y=candidate, metric="euclidean")
            costs.append(cost[-1, -1] / len(steps))
        guess = labels[int(np.argmin(costs))]
        right += int(guess == label)
        if guess != label:
            confusions.append(f"{label}→{guess}")
    return {"rate": 100.0 * right / len(labels), "confusions": confusions}


def finite(value):
    """NaN and infinities as null: the bench reads this with JSON.parse."""
    if isinstance(value, float):
        return value if np.isfinite(value) else None
    if isinstance(value, dict):
        return {key: finite(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [finite(item) for item in value]
    return value


def main():
    manifest = json.load(open(sys.argv[1]))
    out = {"voices": {}, "espeak": None, "syllables": {}}
    sentences = manifest["sentences"]
    out["espeak"] = {**intelligibility(sentences, manifest["espeak"]), "ltas": ltas_ratio(manifest["espeak"]),
                     "s": s_to_vowel(manifest["espeakSun"])}
    for voice in manifest["voices"]:
        # VOICE_INTELLIGIBILITY=theo,oona: pocketsphinx (the slow part) for those voices only.
        heard = os.environ.get("VOICE_INTELLIGIBILITY")
        figures = intelligibility(sentences, voice["sentences"]) if not heard or voice["character"] in heard.split(",") else {}
        if os.environ.get("VOICE_PITCH_REFERENCE") and "grammarWer" in figures:
            # At the range's centre, where the bench's melody sits on average.
            reference = intelligibility(sentences, espeak_at_pitch(manifest["espeak"], voice["f0"]), plain=False)
            figures["espeakAtPitch"] = {key: reference[key] for key in ("grammarWer", "pickRate")}
            stretches = tempo_stretches(manifest["espeak"], voice["noteSpans"])
            slowed = espeak_at_pitch(manifest["espeak"], voice["f0"], stretches)
            reference = intelligibility(sentences, slowed, plain=False)
            figures["espeakAtPitchAndTempo"] = {**{key: reference[key] for key in ("grammarWer", "pickRate")},
                                                "stretch": float(np.mean(stretches))}
        figures["ltas"] = ltas_ratio(voice["sentences"] or [voice["sustained"]])
        figures["s"] = s_to_vowel(voice["sun"])
        figures.update(praat_voice(voice["sustained"], voice["f0"]))
        starts, ends = zip(*(edges(path) for path in voice["sentences"] + [voice["sun"]]))
        figures["startDb"] = max(starts)
        figures["endDb"] = max(ends)
        figures["zeroNotes"] = sum(digital_zero_runs(path, spans) for path, spans in zip(voice["sentences"], voice["noteSpans"]))
        figures["lufs"] = loudness(voice["loudness"])
        out["voices"][voice["character"]] = figures
        print(voice["character"], json.dumps(figures), file=sys.stderr, flush=True)
    out["sine"] = praat_voice(manifest["sine"]["path"], manifest["sine"]["f0"])
    for language, test in manifest["syllables"].items():
        out["syllables"][language] = {**syllable_test(test["labels"], test["sung"], test["templates"]),
                                      "singer": test["singer"], "templateSinger": test["templateSinger"]}
    print(json.dumps(finite(out)))


if __name__ == "__main__":
    main()
