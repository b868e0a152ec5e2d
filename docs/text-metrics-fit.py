#!/usr/bin/env python3
"""Fits TextMetrics' printable-ASCII advances to the label widths Xcode stored.

usage: python3 docs/text-metrics-fit.py VIEWSIM [--hold-out DIR ...] DIR ...

VIEWSIM is a release build of `viewsim`; each DIR holds Interface Builder documents (the
shared corpus, ../shared/ib-corpus/corpus, and any unseen sets). Documents under a
--hold-out DIR are left out of the fit and only measured. Needs numpy. Prints the advance
table for Sources/ViewTree/Views/TextMetrics.swift and the misses before and after.

A label counts when Xcode saved its document clean (nothing flagged misplaced or
ambiguous), it is one line of plain ASCII text in the system font, and its width is decided
by its text: appending "MMMM" to every label's text and laying the document out again
(`dump --nib --intrinsic model`) widens it by the model's width of "MMMM", within 1.5 pt. Only
regular-weight labels below 20 pt fit the advances; the weight and optical-size factors and
Apple's tracking table are taken as Font.swift states them.
"""
import collections, glob, json, math, os, re, subprocess, sys, tempfile
import xml.etree.ElementTree as ET
import numpy as np

TEXT_STYLES = {"UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
               "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
               "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
               "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11}
WEIGHT = {"ultraLight": 0.9, "thin": 0.92, "light": 0.98, "regular": 1.0, "medium": 1.045, "semibold": 1.045,
          "bold": 1.07, "heavy": 1.08, "black": 1.1}
TRACKING = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24, -23, -18, -12, -4, 3, 6, 8, 11, 14, 14, 14,
            13, 13, 12, 12, 11, 10, 10, 10, 10, 10, 9, 9, 9, 8, 8, 8, 8, 8, 7, 7, 7, 6, 6, 6]  # 6...54 pt
CHARS = [chr(code) for code in range(0x20, 0x7F)]
MIN_OCCURRENCES, RIDGE, OUTLIER_PT = 5, 30.0, 1.5


def class_advance(c):
    """The class values TextMetrics documents, the prior for characters seldom seen."""
    if c in " ijl.,:;'!|`": return 0.25
    if c in 'frtI()[]{}/\\-"': return 0.35
    if c in "mwMW@%": return 0.85
    if c.isupper(): return 0.65
    if c.isdigit(): return 0.55
    if c.islower(): return 0.52
    return 0.5


def tracking(size):
    points = int(min(max(round(size), 6), 96))
    if points <= 54: return TRACKING[points - 6]
    return 6 if points < 58 else 5 if points < 60 else 4 if points < 66 else 3 if points < 68 else 2 if points < 76 else 1 if points < 80 else 0


def optical(size):
    return 1.0 if size < 20 else 0.915 if size >= 26 else 0.97 - (size - 20) * (0.97 - 0.915) / 6


def font_of(element):
    font = element.find("fontDescription[@key='fontDescription']")
    if font is None: return None
    kind, style = font.get("type"), font.get("style")
    if kind in ("system", "boldSystem", "italicSystem"):
        weight = font.get("weight") or ("bold" if kind == "boldSystem" else "regular")
        return float(font.get("pointSize") or 0), weight
    if style in TEXT_STYLES and not font.get("name"):
        return TEXT_STYLES[style], "semibold" if style.endswith("Headline") else "regular"
    return None


def widths(viewsim, path):
    run = subprocess.run([viewsim, "dump", "--nib", path, "--intrinsic", "model", "--format", "json"],
                         capture_output=True, text=True, timeout=120)
    if run.returncode != 0: return {}
    found = {}
    def walk(view):
        found[view.get("id")] = view["frame"]["width"]
        for child in view.get("children", []): walk(child)
    for root in json.loads(run.stdout)["roots"]: walk(root)
    return found


def labels(viewsim, directory):
    paths = sorted(p for p in glob.glob(os.path.join(directory, "**", "*"), recursive=True)
                   if p.endswith((".xib", ".storyboard")))
    for path in paths:
        raw = open(path, encoding="utf-8", errors="replace").read()
        if 'misplaced="YES"' in raw or 'ambiguous="YES"' in raw: continue
        try: root = ET.fromstring(raw)
        except ET.ParseError: continue
        if int((root.get("toolsVersion") or "0").split(".")[0]) < 9000: continue  # before the San Francisco font
        longer = re.sub(r"<label\s[^>]*>", lambda tag: re.sub(r'(\stext="[^"]*)"', r'\1MMMM"', tag.group(0), count=1), raw)
        with tempfile.NamedTemporaryFile("w", suffix=os.path.splitext(path)[1], delete=False) as copy:
            copy.write(longer)
        before, after = widths(viewsim, path), widths(viewsim, copy.name)
        os.unlink(copy.name)
        for label in root.iter("label"):
            text, frame, font = label.get("text"), label.find("rect[@key='frame']"), font_of(label)
            if not text or frame is None or font is None or label.get("numberOfLines", "1") != "1": continue
            if label.find("attributedString") is not None or any(not " " <= c <= "~" for c in text): continue
            size, weight = font
            grown = after.get(label.get("id"), 0) - before.get(label.get("id"), 0)
            # "MMMM": M keeps its class value, 0.85 em, as a letter seldom seen in labels.
            added = 4 * (0.85 * size * WEIGHT[weight] * optical(size) + size * tracking(size) / 1000)
            if size <= 0 or abs(grown - added) > OUTLIER_PT: continue
            yield dict(text=text, size=size, weight=weight, stored=float(frame.get("width")))


def counts(label):
    row = np.zeros(len(CHARS))
    for c in label["text"]: row[CHARS.index(c)] += 1
    return row


def track_points(label):
    return len(label["text"]) * label["size"] * tracking(label["size"]) / 1000


def fit(sample):
    """Ridge least squares toward the class values, characters seen fewer than
    MIN_OCCURRENCES times held at them, outliers beyond OUTLIER_PT dropped and refitted."""
    prior = np.array([class_advance(c) for c in CHARS])
    seen = collections.Counter(c for label in sample for c in label["text"])
    free = np.array([seen[c] >= MIN_OCCURRENCES for c in CHARS])
    scale = np.array([l["size"] * WEIGHT[l["weight"]] * optical(l["size"]) for l in sample])
    x = np.array([counts(l) for l in sample]) * scale[:, None]
    # A stored width is the text's rounded up to a pixel: a quarter point more on average.
    y = np.array([l["stored"] - 0.25 - track_points(l) for l in sample]) - x[:, ~free] @ prior[~free]
    keep = np.ones(len(y), bool)
    for _ in range(8):
        a = x[keep][:, free]
        solved = np.linalg.solve(a.T @ a + RIDGE * np.eye(free.sum()), a.T @ y[keep] + RIDGE * prior[free])
        keep = np.abs(y - x[:, free] @ solved) < OUTLIER_PT
    advances = prior.copy()
    advances[free] = solved
    return advances, int(keep.sum())


def measured(label, advances):
    """The width in whole points (the document's screen scale is not read here)."""
    ems = sum(advances[CHARS.index(c)] for c in label["text"])
    return math.ceil(ems * label["size"] * WEIGHT[label["weight"]] * optical(label["size"]) + track_points(label) - 1e-9)


def report(name, sample, advances):
    misses = sorted(abs(l["stored"] - measured(l, advances)) for l in sample)
    if misses:
        print(f"{name}: {len(misses)} labels, median miss {misses[len(misses) // 2]:.2f} pt, "
              f"within 1 pt {sum(m <= 1 for m in misses) / len(misses):.1%}")


def main(arguments):
    viewsim, fitted, held = arguments[0], [], []
    rest = iter(arguments[1:])
    for argument in rest:
        if argument == "--hold-out": held += labels(viewsim, next(rest))
        else: fitted += labels(viewsim, argument)
    regular = [l for l in fitted if l["weight"] == "regular" and l["size"] < 20]
    advances, kept = fit(regular)
    print(f"fitted on {len(regular)} regular labels below 20 pt ({kept} within {OUTLIER_PT} pt)")
    classes = np.array([class_advance(c) for c in CHARS])
    for name, sample in (("fitted documents", fitted), ("held-out documents", held)):
        report(name + ", class values alone", sample, classes)
        report(name + ", fitted advances", sample, advances)
    values = [round(v * 1000) for v in advances]
    for start in range(0, len(values), 16):
        print("        " + ", ".join(str(v) for v in values[start:start + 16]) + ",")


if __name__ == "__main__":
    if len(sys.argv) < 3: sys.exit(__doc__)
    main(sys.argv[1:])
