#!/usr/bin/env python3
"""Writes the sample game's art: the card textures per world (stone, wood, metal nine-slices),
a padlock, key caps and gamepad buttons for the control hints, a gem, and one small picture per
level with a three-times larger banner for the detail panel (and their greyed twins for locked
levels), each at 1x and 2x into Assets/Images.

Pure Python (zlib only), deterministic, anti-aliased by 4x4 supersampling (shared with
make_text_icons.py). Run from the repository root:
    python3 Assets/Source/make_game_art.py
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_text_icons import OUT, SAMPLES, png, inside_polygon  # noqa: E402


def render_rect(width, height, shade):
    """shade(x, y) in 1x points -> (r, g, b, a) or None; supersampled rows at width x height px."""
    return lambda scale: _render(width, height, scale, shade)


def _render(width, height, scale, shade):
    rows = []
    for py in range(height * scale):
        row = bytearray()
        for px in range(width * scale):
            acc = [0.0, 0.0, 0.0, 0.0]
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = (px + (sx + 0.5) / SAMPLES) / scale
                    y = (py + (sy + 0.5) / SAMPLES) / scale
                    c = shade(x, y)
                    if c:
                        a = c[3] / 255.0
                        for k in range(3):
                            acc[k] += c[k] * a
                        acc[3] += a
            alpha = acc[3] / (SAMPLES * SAMPLES)
            if alpha > 0:
                row += bytes([round(acc[k] / acc[3]) for k in range(3)] + [round(alpha * 255)])
            else:
                row += b"\x00\x00\x00\x00"
        rows.append(bytes(row))
    return rows


def _render_smooth(width, height, scale, shade):
    """As `_render`, but a pixel whose 2 x 2 samples agree within a few levels (flat colour or a
    gentle gradient: most of a picture) takes their mean instead of the full 4 x 4 grid."""
    rows = []
    for py in range(height * scale):
        row = bytearray()
        for px in range(width * scale):
            quick = [shade((px + fx) / scale, (py + fy) / scale) for fy in (0.25, 0.75) for fx in (0.25, 0.75)]
            if all(c and c[3] == 255 for c in quick) and all(
                    max(c[k] for c in quick) - min(c[k] for c in quick) <= 3 for k in range(3)):
                row += bytes([round(sum(c[k] for c in quick) / 4) for k in range(3)] + [255])
            else:
                row += _render(1, 1, 1, lambda x, y: shade((px + x) / scale, (py + y) / scale))[0]
        rows.append(bytes(row))
    return rows


def write_smooth(name, width, height, shade):
    for scale, suffix in ((1, ""), (2, "@2x")):
        png(os.path.join(OUT, name + suffix + ".png"), width * scale, height * scale, _render_smooth(width, height, scale, shade))


def write(name, width, height, shade):
    for scale, suffix in ((1, ""), (2, "@2x")):
        png(os.path.join(OUT, name + suffix + ".png"), width * scale, height * scale, _render(width, height, scale, shade))


def hash01(*values):
    """A repeatable pseudo-random number in 0...1 from integers."""
    h = 2166136261
    for v in values:
        h = ((h ^ (v & 0xFFFFFFFF)) * 16777619) & 0xFFFFFFFF
    h ^= h >> 13
    h = (h * 1274126177) & 0xFFFFFFFF
    return (h & 0xFFFF) / 65535.0


def mix(a, b, t):
    return tuple(round(a[k] + (b[k] - a[k]) * t) for k in range(3))


# Card textures: 48 x 48 points, caps of 12 on every side, so the 24-point middle tiles.
# The frame is the same in all three (one visual style): a 1-point dark outline, a 1-point
# highlight inside it and a bevel; the middle is the world's material, seamless across tiles.
TILE = 48
CAP = 12


def framed(material):
    def shade(x, y):
        edge = min(x, y, TILE - x, TILE - y)
        if edge < 1:
            return (20, 16, 14, 255)
        if edge < 2:
            return (236, 214, 170, 255)
        if edge < 4:
            base = material(x, y)
            return mix(base, (0, 0, 0), 0.35) + (255,)
        return material(x, y) + (255,)
    return shade


def stone(x, y):
    """Grey-blue bricks, 12 x 8 points, offset every other row; seamless at 24 points."""
    row = int(y // 8)
    bx = (x + (6 if row % 2 else 0)) % 12
    by = y % 8
    if bx < 1 or by < 1:
        return (38, 42, 56)
    n = hash01(int((x + (6 if row % 2 else 0)) // 12) % 2, row % 3)
    speck = hash01(int(x * 2) % 48, int(y * 2) % 48) * 10
    return mix((70, 78, 102), (92, 100, 128), n * 0.8 + speck / 40)


def wood(x, y):
    """Warm planks, 8 points high, with grain lines; seamless at 24 points."""
    by = y % 8
    if by < 1:
        return (52, 30, 18)
    plank = int(y // 8) % 3
    grain = 0.5 + 0.5 * math.sin((x / 24) * 2 * math.pi * 2 + plank * 1.7 + by * 0.9)
    base = [(120, 72, 40), (132, 80, 44), (112, 66, 36)][plank]
    return mix(base, (150, 98, 58), grain * 0.35)


def metal(x, y):
    """Brushed steel with a rivet at each tile corner; seamless at 24 points."""
    lx, ly = x % 24, y % 24
    for cx, cy in ((4, 4), (20, 20)):
        d = math.hypot(lx - cx, ly - cy)
        if d < 2:
            return mix((200, 208, 220), (120, 128, 140), (ly - cy + 2) / 4)
        if d < 2.6:
            return (48, 54, 64)
    streak = hash01(int(y * 2) % 48) * 0.3
    return mix((84, 92, 106), (110, 118, 134), streak + 0.2 * math.sin(x / 24 * 2 * math.pi))


def padlock(x, y):
    """A 24-point padlock: a steel shackle over a gold body with a keyhole."""
    u, v = x / 24, y / 24
    if 0.18 <= u <= 0.82 and 0.44 <= v <= 0.94:
        if math.hypot(u - 0.5, v - 0.62) < 0.07 or (0.47 <= u <= 0.53 and 0.62 <= v <= 0.8):
            return (60, 40, 10, 255)
        edge = min(u - 0.18, 0.82 - u, v - 0.44, 0.94 - v)
        return (150, 100, 20, 255) if edge < 0.05 else (236, 184, 60, 255)
    d = math.hypot(u - 0.5, v - 0.44)
    if v < 0.46 and 0.2 <= d <= 0.3:
        return (190, 198, 212, 255)
    return None


def segment_distance(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy or 1)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


# Letters as strokes in a 0...1 box, for the key caps and gamepad buttons.
LETTERS = {
    "E": [(1, 0, 0, 0), (0, 0, 0, 1), (0, 1, 1, 1), (0, 0.5, 0.8, 0.5)],
    "S": [(1, 0, 0, 0), (0, 0, 0, 0.5), (0, 0.5, 1, 0.5), (1, 0.5, 1, 1), (1, 1, 0, 1)],
    "C": [(1, 0, 0, 0), (0, 0, 0, 1), (0, 1, 1, 1)],
    "A": [(0, 1, 0.5, 0), (0.5, 0, 1, 1), (0.22, 0.58, 0.78, 0.58)],
    "B": [(0, 0, 0, 1), (0, 0, 0.75, 0), (0.75, 0, 0.9, 0.22), (0.9, 0.22, 0.75, 0.5), (0, 0.5, 0.8, 0.5),
          (0.8, 0.5, 1, 0.74), (1, 0.74, 0.8, 1), (0.8, 1, 0, 1)],
}


def strokes(x, y, segments, width):
    return any(segment_distance(x, y, *s) < width / 2 for s in segments)


def key_cap(width, glyph):
    """A light key cap, 24 points high, with a darker lower lip, drawing `glyph(x, y)`."""
    def shade(x, y):
        r = 4
        cx = min(max(x, r + 0.5), width - r - 0.5)
        cy = min(max(y, r + 0.5), 24 - r - 0.5)
        d = math.hypot(x - cx, y - cy)
        if d > r:
            return None
        if glyph(x, y):
            return (34, 38, 52, 255)
        if d > r - 1:
            return (30, 32, 44, 255)
        return (176, 182, 198, 255) if y > 19 else (236, 238, 244, 255)
    return shade


def text_glyph(letters, left, top, size, gap):
    segments = []
    for i, ch in enumerate(letters):
        ox = left + i * (size * 0.62 + gap)
        for (ax, ay, bx, by) in LETTERS[ch]:
            segments.append((ox + ax * size * 0.62, top + ay * size, ox + bx * size * 0.62, top + by * size))
    return lambda x, y: strokes(x, y, segments, 1.6)


def return_glyph(x, y):
    segs = [(16, 6, 16, 13), (16, 13, 8, 13)]
    if strokes(x, y, segs, 1.8):
        return True
    return inside_polygon(x, y, [(6, 13), (10, 9.5), (10, 16.5)])


def arrows_glyph(x, y):
    """The four arrow heads of a cursor-key cluster on one wide cap."""
    tris = [[(6, 12), (10, 8.5), (10, 15.5)], [(26, 12), (22, 8.5), (22, 15.5)],
            [(16, 4.5), (12.5, 8.5), (19.5, 8.5)], [(16, 19.5), (12.5, 15.5), (19.5, 15.5)]]
    return any(inside_polygon(x, y, t) for t in tris)


def pad_button(letter, colour):
    """A round gamepad face button, 24 points, with its letter."""
    glyph = text_glyph(letter, 9.2, 7, 10, 0)

    def shade(x, y):
        d = math.hypot(x - 12, y - 12)
        if d > 11:
            return None
        if glyph(x, y):
            return (255, 255, 255, 255)
        if d > 10:
            return (20, 22, 30, 255)
        return mix(colour, (0, 0, 0), 0.25 * (y / 24)) + (255,)
    return shade


def dpad(x, y):
    """A gamepad d-pad, 24 points."""
    arm = (8.5 <= x <= 15.5 and 2 <= y <= 22) or (8.5 <= y <= 15.5 and 2 <= x <= 22)
    if not arm:
        return None
    outer = (9.5 <= x <= 14.5 and 3 <= y <= 21) or (9.5 <= y <= 14.5 and 3 <= x <= 21)
    return (70, 76, 92, 255) if outer else (20, 22, 30, 255)


def gem(x, y):
    """A cut cyan gem, 24 points."""
    outline = [(4, 9), (8, 4), (16, 4), (20, 9), (12, 21)]
    if not inside_polygon(x, y, outline):
        return None
    if y < 9:
        return (170, 250, 255, 255) if x < 12 else (110, 220, 240, 255)
    return (40, 170, 210, 255) if x < 12 else (20, 130, 180, 255)


# One small picture per level: the world's sky and ground, a sun or moon and hills placed from
# the level number, and a landmark that fits the level's name (a crystal for Crystal Drift, a
# gear for Gear Works), greyed for locked levels. 64 x 40 points; the detail panel's banner is
# the same drawing at three times the size.
SKIES = {"stone": ((34, 40, 84), (104, 84, 146)), "wood": ((70, 140, 200), (190, 220, 170)),
         "metal": ((60, 40, 40), (200, 110, 60))}
GROUNDS = {"stone": (58, 64, 86), "wood": (50, 110, 60), "metal": (70, 60, 60)}
FAR_HILLS = {"stone": (78, 76, 118), "wood": (96, 150, 120), "metal": (120, 76, 66)}
WORLDS = ("stone", "wood", "metal")
# Per world, one landmark per level in the order of Level.sample's names.
LANDMARKS = {
    "stone": [("crystal",), ("falls", (255, 140, 50)), ("mound", (70, 130, 80)), ("arch", False), ("well",),
              ("orbs", (130, 230, 255)), ("arch", True), ("roots",)],
    "wood": [("pines", 4), ("bigtree", 1), ("mound", (60, 140, 70)), ("bridge",), ("tower", False),
             ("falls", (130, 200, 245)), ("mound", (40, 96, 52)), ("bigtree", 3)],
    "metal": [("chimneys", 3, False), ("gear",), ("falls", (255, 120, 40)), ("orbs", (240, 150, 80)),
              ("chimneys", 2, False), ("tower", True), ("tower", False), ("chimneys", 1, True)],
}


def landmark(kind, cx, base):
    """shade(x, y) -> colour or None for one landmark centred at cx, standing on y = base."""
    name = kind[0]
    if name == "crystal":
        spikes = [(cx - 7, 9, 3), (cx, 17, 4), (cx + 6, 11, 3)]

        def shade(x, y):
            for sx, h, w in spikes:
                if abs(x - sx) * h / w < y - (base - h) and y < base + 2:
                    return (196, 176, 255) if x < sx else (136, 110, 224)
            return None
        return shade
    if name == "falls":
        water = kind[1]

        def shade(x, y):
            if abs(x - cx) < 9 and y > 9 + abs(x - cx) * 0.3 + 1.2 * math.sin(x * 1.9):
                if abs(x - cx) < 2.6:
                    return mix(water, (255, 255, 255), 0.35) if math.sin(y * 1.6 - x) > 0.6 else water
                return (64, 56, 60) if x < cx else (48, 42, 48)
            return None
        return shade
    if name == "mound":
        colour = kind[1]

        def shade(x, y):
            d = ((x - cx) / 14) ** 2 + ((y - base - 2) / 10) ** 2
            if d < 1:
                spot = math.sin(x * 1.3) * math.sin(y * 1.7) > 0.55
                return mix(colour, (0, 0, 0), 0.25) if spot else colour
            return None
        return shade
    if name == "arch":
        runes = kind[1]

        def shade(x, y):
            if abs(x - cx) < 9 and y > 11:
                opening = abs(x - cx) < 4.5 and (y > 18 or math.hypot(x - cx, y - 18) < 4.5)
                if not opening:
                    if runes and abs(abs(x - cx) - 6.8) < 0.9 and int(y) % 4 == 0:
                        return (130, 230, 255)
                    return (128, 118, 150) if x < cx else (98, 90, 122)
            return None
        return shade
    if name == "well":
        def shade(x, y):
            if abs(x - cx) < 5 and base - 6 < y < base + 2:
                return (120, 112, 130) if int(y) % 3 else (90, 84, 100)
            if abs(abs(x - cx) - 4) < 0.7 and base - 12 < y <= base - 6:
                return (90, 70, 56)
            if base - 16 < y <= base - 12 and abs(x - cx) < 7 - (base - 12 - y) * 1.6:
                return (150, 70, 60)
            return None
        return shade
    if name == "orbs":
        glow = kind[1]
        orbs = [(cx - 8, 16, 2.2), (cx + 1, 11, 2.8), (cx + 8, 18, 1.8)]

        def shade(x, y):
            for ox, oy, r in orbs:
                d = math.hypot(x - ox, y - oy)
                if d < r:
                    return mix(glow, (255, 255, 255), 0.5)
                if d < r * 2:
                    return glow + (round(140 * (2 - d / r)),)
            return None
        return shade
    if name == "roots":
        def shade(x, y):
            for k, off in enumerate((-8, -1, 7)):
                if y > 6 + k * 3 and abs(x - cx - off - 2.2 * math.sin(y / 3 + k)) < 1.3 - y / 80:
                    return (88, 62, 52)
            return None
        return shade
    if name == "pines":
        count = kind[1]
        xs = [cx - 14 + i * 28 / max(count - 1, 1) for i in range(count)]

        def shade(x, y):
            for i, tx in enumerate(xs):
                top = base - 14 - 4 * (i % 2)
                if abs(x - tx) < (y - top) * 0.34 and top < y < base + 2:
                    return (28, 84, 48) if x < tx else (22, 70, 40)
            return None
        return shade
    if name == "bigtree":
        count = kind[1]
        trees = [(cx + (i - (count - 1) / 2) * 13, 9 - 1.5 * (i % 2)) for i in range(count)]

        def shade(x, y):
            for tx, r in trees:
                if math.hypot(x - tx, y - (base - 11)) < r:
                    return (64, 132, 60) if x + y < tx + base - 11 else (44, 104, 48)
                if abs(x - tx) < 1.6 and base - 11 < y < base + 2:
                    return (96, 66, 44)
            return None
        return shade
    if name == "bridge":
        def shade(x, y):
            if abs(x - cx) < 15:
                deck = base - 8 + 3 * (1 - ((x - cx) / 15) ** 2)
                if abs(y - deck) < 1.1:
                    return (120, 84, 52)
                if abs(y - (deck - 4)) < 0.5:
                    return (90, 64, 44)
            if abs(abs(x - cx) - 15) < 1 and base - 14 < y < base + 2:
                return (100, 70, 46)
            return None
        return shade
    if name == "tower":
        lit = kind[1]

        def shade(x, y):
            if abs(x - cx) < 4 and base - 20 < y < base + 2:
                if abs(x - cx) < 1.2 and base - 16 < y < base - 12:
                    return (255, 214, 120) if lit else (40, 36, 40)
                return (110, 100, 104) if x < cx else (86, 78, 84)
            if base - 26 < y <= base - 20 and abs(x - cx) < 6 - (base - 20 - y):
                return (150, 64, 56)
            return None
        return shade
    if name == "gear":
        def shade(x, y):
            d = math.hypot(x - cx, y - 16)
            a = math.atan2(y - 16, x - cx)
            outer = 8 + (2 if math.cos(a * 8) > 0.2 else 0)
            if 3 < d < outer:
                return (170, 150, 120) if y < 16 else (130, 112, 92)
            return None
        return shade
    if name == "chimneys":
        count, fire = kind[1], kind[2]
        xs = [cx + (i - (count - 1) / 2) * 9 for i in range(count)]

        def shade(x, y):
            for i, sx in enumerate(xs):
                top = base - 18 + 3 * (i % 2)
                if abs(x - sx) < 2.2 and top < y < base + 2:
                    return (64, 52, 52) if x < sx else (48, 40, 42)
                for k in range(3):
                    if math.hypot(x - sx - k * 2.5, y - (top - 3 - k * 3.5)) < 1.8 + k * 0.6:
                        return (150, 140, 140, 200 - k * 50)
            if fire and abs(x - cx) < 8 and base - 6 < y < base + 2:
                if abs(x - cx) < 4 and y > base - 4:
                    return (255, 170, 60)
                return (80, 60, 56)
            return None
        return shade
    raise ValueError(name)


def over(colour, layer):
    """`layer` (RGB or RGBA) over an opaque RGB `colour`."""
    if len(layer) == 3:
        return layer
    return mix(colour, layer[:3], layer[3] / 255)


def picture(level, grey):
    """Level `level` (1-based, as Level.sample) as a 64 x 40 point picture."""
    world = WORLDS[(level - 1) // 8]
    kind = LANDMARKS[world][(level - 1) % 8]
    top, bottom = SKIES[world]
    dusk = hash01(level, 1)
    top = mix(top, (bottom[0] // 2, bottom[1] // 3, bottom[2] // 2), dusk * 0.35)
    sun_x, sun_y = 6 + 52 * hash01(level, 2), 6 + 6 * hash01(level, 3)
    sun = (236, 240, 255) if world == "stone" else (255, 236, 170)
    far_phase, near_phase = 6.3 * hash01(level, 4), 6.3 * hash01(level, 5)
    near_amp = 3 + 3 * hash01(level, 6)
    cx = 22 + 20 * hash01(level, 7)

    def near(x):
        return 29 + near_amp * math.sin(x / 64 * 2 * math.pi * 1.2 + near_phase)

    mark = landmark(kind, cx, near(cx) + 1)

    def shade(x, y):
        r = 4
        ex = min(max(x, r), 64 - r)
        ey = min(max(y, r), 40 - r)
        if math.hypot(x - ex, y - ey) > r:
            return None
        colour = mix(top, bottom, y / 40)
        sd = math.hypot(x - sun_x, y - sun_y)
        if sd < 3.6:
            colour = sun
        elif sd < 7:
            colour = mix(colour, sun, 0.18 * (7 - sd) / 3.4)
        if y > 23 + 2.5 * math.sin(x / 64 * 2 * math.pi * 2 + far_phase):
            colour = FAR_HILLS[world]
        layer = mark(x, y)
        if layer:
            colour = over(colour, layer)
        if y > near(x):
            colour = mix(GROUNDS[world], (0, 0, 0), 0.25 * max(0, y - near(x)) / 12)
        if grey:
            g = round(0.3 * colour[0] + 0.59 * colour[1] + 0.11 * colour[2])
            g = round(g * 0.7 + 30)
            colour = (g, g, g)
        return colour + (255,)
    return shade


# The cards' drop shadow and focus glow: soft halos around a 32-point card (16-point margin) in
# a 64-point nine-slice with 24-point caps, so any card size stretches only their flat middles.
# Drawn as images, they cost no blur while a card lifts or the grid scrolls.
HALO = 64
HALO_MARGIN = 16


def halo(colour, peak, sigma, dy):
    def shade(x, y):
        inner = HALO - HALO_MARGIN
        dx = max(HALO_MARGIN - x, 0, x - inner)
        dyy = max(HALO_MARGIN - (y - dy), 0, (y - dy) - inner)
        d = math.hypot(dx, dyy)
        a = peak * math.exp(-d * d / (2 * sigma * sigma))
        return colour + (round(255 * a),) if a > 0.002 else None
    return shade


def main():
    for name, material in (("card-stone", stone), ("card-wood", wood), ("card-metal", metal)):
        write(name, TILE, TILE, framed(material))
    write("card-shadow", HALO, HALO, halo((0, 0, 0), 0.6, 4.0, 3))
    write("card-glow", HALO, HALO, halo((255, 213, 74), 0.75, 5.0, 0))
    write("padlock", 24, 24, padlock)
    write("gem-cut", 24, 24, gem)
    write("key-arrows", 32, 24, key_cap(32, arrows_glyph))
    write("key-return", 24, 24, key_cap(24, return_glyph))
    write("key-esc", 32, 24, key_cap(32, text_glyph("ESC", 6.5, 7, 10, 1.5)))
    write("pad-a", 24, 24, pad_button("A", (60, 170, 70)))
    write("pad-b", 24, 24, pad_button("B", (200, 60, 60)))
    write("pad-dpad", 24, 24, dpad)
    pictures()


def pictures():
    """Every level's picture and banner, plain and greyed (the slow part: about 5 min)."""
    for level in range(1, 25):
        for grey, suffix in ((False, ""), (True, "-locked")):
            small = picture(level, grey)
            write_smooth("picture-%d%s" % (level, suffix), 64, 40, small)
            # The detail panel's larger picture: the same drawing at three times the size.
            write_smooth("banner-%d%s" % (level, suffix), 192, 120, lambda x, y, small=small: small(x / 3, y / 3))


if __name__ == "__main__":
    main()
