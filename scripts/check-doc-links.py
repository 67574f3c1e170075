#!/usr/bin/env python3
"""Checks that every relative link in the repository's Markdown (README.md, Game/README.md,
Benchmarks/README.md, docs/*.md and the DocC catalogs' articles) names a file that exists, and
that a `#fragment` names a heading of that file. DocC's own `<doc:…>` and symbol links are
checked by `docc convert`; web links are not followed."""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PAGES = (
    [ROOT / "README.md", ROOT / "Game" / "README.md", ROOT / "Benchmarks" / "README.md"]
    + sorted((ROOT / "docs").glob("*.md"))
    + sorted((ROOT / "Sources").glob("*/*.docc/*.md"))
)
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def anchors(path):
    """GitHub's anchors for the headings of a Markdown file."""
    found = set()
    for line in path.read_text().splitlines():
        heading = re.match(r"#+\s+(.*)", line)
        if heading:
            text = re.sub(r"[^\w\- ]", "", heading.group(1).strip().lower())
            found.add(text.replace(" ", "-"))
    return found


def main():
    problems = []
    for page in PAGES:
        if not page.exists():
            continue
        text = re.sub(r"```.*?```", "", page.read_text(), flags=re.S)
        for target in LINK.findall(text):
            if re.match(r"[a-z]+:", target) or target.startswith("<doc:"):
                continue
            path_part, _, fragment = target.partition("#")
            resolved = (page.parent / path_part).resolve() if path_part else page
            if page.suffix == ".md" and ".docc" in page.parts[-2] and "/" not in path_part and "." not in path_part:
                # A DocC resource named without its extension (`![…](blurred-hud)`).
                if list((page.parent / "Resources").glob(path_part + ".*")):
                    continue
            if not resolved.exists():
                problems.append(f"{page.relative_to(ROOT)}: link to a missing file: {target}")
            elif fragment and resolved.suffix == ".md" and fragment not in anchors(resolved):
                problems.append(f"{page.relative_to(ROOT)}: link to a missing heading: {target}")
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"Markdown links: {len(PAGES)} pages checked, {len(problems)} broken")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
