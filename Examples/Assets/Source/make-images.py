#!/usr/bin/env python3
"""Writes the example game's images (Assets/Images/hero.png and hero@2x.png): a 16x16
pixel-art hero, drawn from the character map below, so the project owns every byte."""
import os
import struct
import zlib

HERO = [
    "......KKKK......",
    ".....KYYYYK.....",
    "....KYYYYYYK....",
    "....KSSSSSSK....",
    "....KSWKSWKK....",
    "....KSSSSSSK....",
    ".....KSSSSK.....",
    "...KKRRRRRRKK...",
    "..KSKRRRRRRKSK..",
    "..KSKRRGGRRKSK..",
    "...KKRRRRRRKK...",
    ".....BBBBBB.....",
    ".....BBKKBB.....",
    ".....BBKKBB.....",
    "....KKK..KKK....",
    "....KKK..KKK....",
]
PALETTE = {
    ".": (0, 0, 0, 0),
    "K": (34, 24, 40, 255),     # outline
    "Y": (250, 204, 64, 255),   # hair
    "S": (246, 196, 160, 255),  # skin
    "W": (255, 255, 255, 255),  # eye white
    "R": (214, 64, 69, 255),    # tunic
    "G": (255, 214, 90, 255),   # buckle
    "B": (62, 92, 170, 255),    # trousers
}


def png(width, height, rgba_rows):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + bytes(row) for row in rgba_rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def render(scale):
    rows = []
    for line in HERO:
        row = []
        for ch in line:
            row.extend(PALETTE[ch] * scale)
        rows.extend([row] * scale)
    return png(16 * scale, 16 * scale, rows)


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Images")
    os.makedirs(out, exist_ok=True)
    for scale, name in [(1, "hero.png"), (2, "hero@2x.png")]:
        with open(os.path.join(out, name), "wb") as f:
            f.write(render(scale))
