"""Colour-vision simulation over the pictures' colour sets (``renderers.colour_sets``).

Simulation: Machado, Oliveira & Fernandes (2009), at severity 100 (full protanopia, deuteranopia, tritanopia: the
worst case of each), through ``colorspacious`` (the library of the matplotlib viridis work; chosen over writing the
matrices ourselves). Distance: CAM02-UCS (Luo et al. 2006), a space built so that equal distances look equally
different; about 1 unit is a just-noticeable difference between two large patches.

Structure: :func:`structure` takes a mark's own colour out (to one grey) and keeps its edges, so two members that
differ only by colour have the same structure (:func:`differ` near 0)."""
from __future__ import annotations

import itertools

from PIL import Image, ImageChops, ImageFilter

VISIONS = ("normal", "protanomaly", "deuteranomaly", "tritanomaly")
VISION_NAMES = {"normal": "normal", "protanomaly": "protanopia", "deuteranomaly": "deuteranopia",
                "tritanomaly": "tritanopia"}
#: the minimum distance of two members of a "colour" set, under every vision (docs/accessibility.md: why 10)
MIN_DISTANCE = 10.0
#: the least share of edge pixels by which two members' marks must differ once their colours are taken out; two
#: same-shaped marks in different colours differ by about 0.06 (the control in the test); the sets by 0.19 or more
MIN_STRUCTURE = 0.12


def simulate(rgb, vision: str):
    """``rgb`` (0-255) as seen with ``vision``, as sRGB 0..1."""
    import numpy as np
    from colorspacious import cspace_convert

    a = np.asarray(rgb, dtype=float) / 255
    if vision == "normal":
        return a
    cvd = {"name": "sRGB1+CVD", "cvd_type": vision, "severity": 100}
    return np.clip(cspace_convert(a, cvd, "sRGB1"), 0, 1)


def distance(a, b, vision: str) -> float:
    """CAM02-UCS distance of two colours as seen with ``vision``."""
    from colorspacious import deltaE

    return float(deltaE(simulate(a, vision), simulate(b, vision), input_space="sRGB1"))


def closest_pair(colours: dict, vision: str) -> tuple[float, str, str]:
    """The two members of ``colours`` nearest to each other under ``vision``: (distance, member, member)."""
    return min((distance(ca, cb, vision), a, b) for (a, ca), (b, cb) in itertools.combinations(colours.items(), 2))


def structure(mark: Image.Image, colour) -> Image.Image:
    """The mark's edges once its own colour is replaced by one grey (on white): what is left without colour."""
    base = Image.new("RGBA", mark.size, (255, 255, 255, 255))
    base.alpha_composite(mark.convert("RGBA"))
    rgb = base.convert("RGB")
    px = rgb.load()
    assert px is not None
    for y in range(rgb.height):
        for x in range(rgb.width):
            p = px[x, y]
            if sum((int(u) - int(v)) ** 2 for u, v in zip(p, colour, strict=True)) <= 60 ** 2:  # type: ignore[arg-type]
                px[x, y] = (128, 128, 128)
    return rgb.convert("L").filter(ImageFilter.FIND_EDGES).point(lambda v: 255 if v > 48 else 0)


def differ(a: Image.Image, b: Image.Image) -> float:
    """The share of the two structures' edge pixels that only one of them has (0: the same, 1: nothing shared)."""
    w, h = max(a.width, b.width), max(a.height, b.height)
    pa, pb = Image.new("L", (w, h)), Image.new("L", (w, h))
    pa.paste(a)
    pb.paste(b)
    only = ImageChops.difference(pa, pb).histogram()[255]
    either = ImageChops.lighter(pa, pb).histogram()[255]
    return only / max(1, either)


def figures(colour_set) -> dict:
    """Per vision, the closest pair of the set; and the closest structures once colour is out (None: no mark)."""
    out = {"visions": {v: closest_pair(dict(colour_set.colours), v) for v in VISIONS}}
    if colour_set.mark is None:
        out["structure"] = None
    else:
        marks = {m: structure(colour_set.mark(m), c) for m, c in colour_set.colours.items()}
        out["structure"] = min((differ(marks[a], marks[b]), a, b) for a, b in itertools.combinations(marks, 2))
    return out
