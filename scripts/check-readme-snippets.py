#!/usr/bin/env python3
"""Checks that the README's Swift code compiles: every ```swift block in README.md must appear,
line for line (indentation aside), in a source file of the example package under Examples/,
which `make test` builds and runs. A block that cannot be compiled on its own (a manifest line
that names a URL) must say so on the line before it: <!-- not compiled: why -->."""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = [p for p in (ROOT / "Examples").rglob("*.swift") if ".build" not in p.parts]


def normalised(lines):
    return [line.strip() for line in lines if line.strip()]


def main():
    readme = (ROOT / "README.md").read_text().splitlines()
    files = {p: normalised(p.read_text().splitlines()) for p in SOURCES}
    problems, checked = [], 0
    i = 0
    while i < len(readme):
        if readme[i].strip() == "```swift":
            start = i
            i += 1
            block = []
            while i < len(readme) and readme[i].strip() != "```":
                block.append(readme[i])
                i += 1
            if start > 0 and re.match(r"\s*<!-- not compiled: .+-->", readme[start - 1]):
                continue
            wanted = normalised(block)
            checked += 1
            found = any(
                lines[k:k + len(wanted)] == wanted for lines in files.values() for k in range(len(lines) - len(wanted) + 1)
            )
            if not found:
                problems.append(f"README.md:{start + 1}: this swift block is not in any Examples/ source file")
        i += 1
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"README snippets: {checked} checked against Examples/, {len(problems)} not found")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
