# Tessera — two commands do all the set-up on a fresh Debian/Ubuntu machine:
#   make demo   builds and runs the sample level-select game (headless frames when there is no display)
#   make test   checks formatting and runs the whole test suite (layout, headless golden frames,
#               OpenGL comparison, the Examples package)
# Both install the Debian packages they need first (as root, or with sudo). For contributors:
#   make fuzz   the long fuzz run: FUZZ_TREES random hostile view trees (20,000) drawn headless
#   make soak   the sample game headless for SOAK_FRAMES frames (20,000), memory sampled, must stay flat;
#               no texture after SOAK_WARM_UP frames (2,400: two passes of the demo script), nothing logged
#   make docs   builds the DocC documentation offline into .build/docs/ and checks doc comments
#   make format formats every Swift file in place with .swift-format

# HarfBuzz, FreeType and fribidi shape text; the default fallback fonts after DejaVu Sans are Droid
# Sans Fallback (CJK, 4 MB), Lohit Devanagari (155 KB), Loma (Thai, 86 KB), Noto Color Emoji (11 MB).
SDL_PACKAGES := pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev fonts-dejavu-core \
	libharfbuzz-dev libfreetype-dev libfribidi-dev fonts-droid-fallback fonts-lohit-deva \
	fonts-tlwg-loma-ttf fonts-noto-color-emoji
# The OpenGL comparison test runs Mesa's llvmpipe through EGL, without X.
GL_PACKAGES := libgl1-mesa-dri libegl-mesa0 libegl1 libgles2

CAPTURES ?= captures
FUZZ_TREES ?= 20000
FUZZ_SEED ?= 16
SOAK_FRAMES ?= 20000
SOAK_WARM_UP ?= 2400

.PHONY: demo test fuzz soak deps deps-test benchmark docs format clean

deps:
	@scripts/install-deps.sh $(SDL_PACKAGES)

deps-test: deps
	@scripts/install-deps.sh $(GL_PACKAGES)

demo: deps
	swift build -c release --product level-select
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		echo "Running level-select in a window (Esc quits)"; \
		.build/release/level-select; \
	else \
		echo "No display: level-select plays its built-in script headless, capturing PNGs to $(CAPTURES)/"; \
		SDL_VIDEODRIVER=dummy .build/release/level-select --headless --capture $(CAPTURES) \
			--capture-every 45 --contact-sheet $(CAPTURES)/contact-sheet.png --stats | tail -4; \
	fi

# The format check runs first but does not stop the tests; either failing fails `make test`, and
# the tests' "N passed, M failed" line stays the last line.
test: deps-test
	@scripts/check-format.sh; lint=$$?; scripts/run-tests.sh; tests=$$?; \
	exit $$(( lint != 0 ? lint : tests ))

format:
	scripts/check-format.sh --fix

fuzz: deps-test
	FUZZ_TREES=$(FUZZ_TREES) FUZZ_SEED=$(FUZZ_SEED) scripts/run-tests.sh --filter FuzzTests

soak: deps
	swift build -c release --product level-select
	SOAK_FRAMES=$(SOAK_FRAMES) SOAK_WARM_UP=$(SOAK_WARM_UP) scripts/soak.sh

benchmark: deps
	cd Benchmarks && swift package --disable-sandbox benchmark

# DocC archives for Tessera and TesseraSDL (docs: docs/LayoutRules.md, docs/SDLNotes.md); fails on
# docc warnings, public declarations without a doc comment and citations of missing sections.
docs: deps
	scripts/build-docs.sh

clean:
	rm -rf .build Benchmarks/.build Examples/.build $(CAPTURES)
