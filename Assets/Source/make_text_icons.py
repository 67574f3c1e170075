#!/usr/bin/env python3
"""Writes the inline text icons Tessera's goldens and game use: Assets/Images/star.png,
star-empty.png and coin.png, each at 1x (24 px) and 2x (48 px).

Pure Python (zlib only): shapes are rasterised with 4x4 supersampling, so edges are
anti-aliased and the output is byte-for-byte reproducible. Run from the repository root:
    python3 Assets/Source/make_text_icons.py
"""
import math
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Images")
SAMPLES = 4


def png(path, width, height, pixels):
    """Writes RGBA rows (a list of bytes objects) as an 8-bit RGBA PNG."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + row for row in pixels)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(raw, 9)))
        f.write(chunk(b"IEND", b""))


def star_points(cx, cy, outer, inner):
    pts = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def inside_polygon(x, y, pts):
    hit = False
    j = len(pts) - 1
    for i in range(len(pts)):
        xi, yi = pts[i]
        xj, yj = pts[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            hit = not hit
        j = i
    return hit


def render(size, shade):
    """shade(u, v) -> (r, g, b, a) or None, with u, v in 0...1; returns PNG rows."""
    rows = []
    for py in range(size):
        row = bytearray()
        for px in range(size):
            acc = [0.0, 0.0, 0.0, 0.0]
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    u = (px + (sx + 0.5) / SAMPLES) / size
                    v = (py + (sy + 0.5) / SAMPLES) / size
                    c = shade(u, v)
                    if c:
                        a = c[3] / 255.0
                        for k in range(3):
                            acc[k] += c[k] * a
                        acc[3] += a
            n = SAMPLES * SAMPLES
            alpha = acc[3] / n
            if alpha > 0:
                row += bytes([round(acc[0] / acc[3]), round(acc[1] / acc[3]), round(acc[2] / acc[3]), round(alpha * 255)])
            else:
                row += b"\x00\x00\x00\x00"
        rows.append(bytes(row))
    return rows


OUTER = star_points(0.5, 0.53, 0.48, 0.2)
INNER = star_points(0.5, 0.53, 0.34, 0.12)


def star(u, v):
    """A gold star with a darker rim, lighter towards the top."""
    if not inside_polygon(u, v, OUTER):
        return None
    if inside_polygon(u, v, INNER):
        t = max(0.0, min(1.0, v))
        return (255, round(214 - 40 * t), round(70 - 40 * t), 255)
    return (196, 120, 18, 255)


def star_empty(u, v):
    """The outline of the star, for a star not yet earned."""
    if inside_polygon(u, v, OUTER) and not inside_polygon(u, v, INNER):
        return (150, 156, 176, 255)
    return None


def coin(u, v):
    """A round coin: a gold disc with a rim and a raised centre."""
    d = math.hypot(u - 0.5, v - 0.5)
    if d > 0.47:
        return None
    if d > 0.38:
        return (184, 122, 20, 255)
    if d > 0.3:
        return (255, 205, 64, 255)
    return (240, round(176 + 30 * (0.5 - v)), 40, 255)


def main():
    for name, shade in (("star", star), ("star-empty", star_empty), ("coin", coin)):
        for suffix, size in (("", 24), ("@2x", 48)):
            png(os.path.join(OUT, f"{name}{suffix}.png"), size, size, render(size, shade))


if __name__ == "__main__":
    main()
