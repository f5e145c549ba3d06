# Inertia: two commands.
#   make demo   runs the demo gallery (a window with a display, PNGs without one)
#   make test   lints, builds and runs every test, including the public replay cases
SWIFT ?= swift
SHARED ?= ../shared
APT_PACKAGES = libcairo2-dev libpng-dev libjpeg-dev libsdl2-dev xvfb pkg-config fonts-dejavu-core python3

.PHONY: deps lint build test demo replay-cases clean soak bench bench-swift bench-peers bench-solver docs docs-check fuzz fuzz-cli fuzz-replay

deps:
	@missing=""; \
	pkg-config --exists cairo 2>/dev/null || missing="$$missing libcairo2-dev"; \
	pkg-config --exists libpng 2>/dev/null || missing="$$missing libpng-dev"; \
	pkg-config --exists libjpeg 2>/dev/null || missing="$$missing libjpeg-dev"; \
	pkg-config --exists sdl2 2>/dev/null || missing="$$missing libsdl2-dev"; \
	command -v xvfb-run >/dev/null 2>&1 || missing="$$missing xvfb"; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="$$missing fonts-dejavu-core"; \
	command -v python3 >/dev/null 2>&1 || missing="$$missing python3"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(APT_PACKAGES) >/dev/null; \
	  elif command -v sudo >/dev/null 2>&1; then \
	    echo "Installing with sudo:$$missing"; \
	    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(APT_PACKAGES) >/dev/null; \
	  else \
	    echo "Missing:$$missing. Run as root: apt-get install -y $(APT_PACKAGES)"; exit 1; \
	  fi; \
	fi

lint:
	$(SWIFT) format lint --strict -r --configuration .swift-format Sources Tests Examples Package.swift Benchmarks/Package.swift Benchmarks/Benchmarks

build: deps
	$(SWIFT) build --product inertia

test: deps lint build
	xvfb-run -a -s "-screen 0 1280x1024x24" $(SWIFT) test
	$(MAKE) replay-cases
	$(MAKE) docs-check

# The public example cases (../shared/examples) and the project's own golden cases.
replay-cases:
	@if [ ! -x "$(SHARED)/tools/replay-check" ]; then \
	  echo "No $(SHARED)/tools/replay-check beside the checkout: replay cases not run (set SHARED=...)."; \
	  exit 1; \
	fi; \
	python3 $(SHARED)/tools/replay-check --inertia .build/debug/inertia Tests/Cases/*.json $(SHARED)/examples/*.json

demo: deps
	$(SWIFT) build -c release --product inertia
	.build/release/inertia demo

clean:
	rm -rf .build inertia-demo-output docs-output

# Benchmarks: package-benchmark (Swift) and the peers from PyPI in a virtual environment, on the same
# machine in the same run. Each peer script in Benchmarks/peers prints its own table.
BENCH_VENV ?= Benchmarks/.venv

bench: bench-swift bench-peers bench-solver

bench-swift:
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

bench-peers:
	@[ -x $(BENCH_VENV)/bin/python ] || python3 -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/pip install -q -r Benchmarks/peers/requirements.txt
	@for script in Benchmarks/peers/*.py; do \
	  [ "$$script" = Benchmarks/peers/cassowary_topologies.py ] && continue; \
	  echo "== $$script"; $(BENCH_VENV)/bin/python $$script || exit 1; done

# The Cassowary topologies (BENCHMARKS.md): the Swift probe and kiwisolver on the same seeded systems
# in one run, answers compared; kiwisolver both through its Python binding and as its C++ core
# (Benchmarks/peers/kiwi_core.cpp, built against the headers of kiwisolver's PyPI source).
KIWI_VERSION ?= 1.5.1
KIWI_SOURCE = Benchmarks/.build/kiwisolver-$(KIWI_VERSION)
bench-solver:
	cd Benchmarks && $(SWIFT) build -c release --product SolverTopologyProbe
	@[ -x $(BENCH_VENV)/bin/python ] || python3 -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/pip install -q -r Benchmarks/peers/requirements.txt
	@[ -d $(KIWI_SOURCE) ] || { $(BENCH_VENV)/bin/pip download -q --no-binary :all: --no-deps \
	  kiwisolver==$(KIWI_VERSION) -d Benchmarks/.build && \
	  tar -xzf Benchmarks/.build/kiwisolver-$(KIWI_VERSION).tar.gz -C Benchmarks/.build; }
	g++ -O2 -std=c++17 -I $(KIWI_SOURCE) Benchmarks/peers/kiwi_core.cpp -o Benchmarks/.build/kiwi_core
	$(BENCH_VENV)/bin/python Benchmarks/peers/cassowary_topologies.py --probe Benchmarks/.build/release/SolverTopologyProbe \
	  --kiwi-core Benchmarks/.build/kiwi_core
	$(BENCH_VENV)/bin/python Benchmarks/peers/autolayout_topologies.py --probe Benchmarks/.build/release/SolverTopologyProbe \
	  --kiwi-core Benchmarks/.build/kiwi_core

# A long live-window session under Xvfb: 100,000 frames of input, resident memory must stay flat.
soak: deps
	INERTIA_SOAK_FRAMES=100000 xvfb-run -a -s "-screen 0 1280x1024x24" $(SWIFT) test --filter aLongSession

# Documentation: the DocC catalogs of Inertia, ScrollPhysics and Cassowary (Sources/*/*.docc).
#   make docs        static HTML in ./docs-output (serve the folder, e.g. python3 -m http.server -d docs-output)
#   make docs-check  the same compile; any DocC warning (a broken symbol link, an unknown article) fails,
#                    except known ones in docs/tools/docc-baseline.txt. Part of make test (about 20 s).
DOCC_TARGETS = --target Inertia --target ScrollPhysics --target Cassowary
DOCC_FLAGS = --enable-experimental-combined-documentation --disable-parameters-and-returns-validation

docs:
	$(SWIFT) package --allow-writing-to-directory docs-output generate-documentation $(DOCC_TARGETS) \
	  $(DOCC_FLAGS) --transform-for-static-hosting --output-path docs-output
	@echo "Documentation in docs-output/documentation/inertia (serve docs-output with any static server)"

docs-check:
	python3 docs/tools/docc-check.py "$(SWIFT)"

# Fuzzing. `make fuzz` runs both fuzzers, each for SECONDS:
#   fuzz-cli     the release `inertia` as a subprocess: every verb and flag over generated and mutated
#                scripts, traces and paths, each run under a 4 GB address-space cap and checked for its
#                documented exit code, one line on stderr with exit 2, 10 s, 500 MB, and that nothing it
#                was not told to write changed or was left behind. Shrunk findings: Tests/Fuzz/cli-*.json.
#                Since session 49 it also writes scripts as text (escapes, broken \u forms, control
#                characters in quoted names, rotations over deep chains in a safe area, long labels)
#                and traces of long delegate, action and touch lines for diff. Since session 50: bad
#                "set" values late in a replay, fields at +-1e308, storms of 100,000 steps of one kind,
#                labels far taller than the screen, and traces with extreme times or many call names. Since session
#                51: list nodes and label stacks resized at every frame, infinite spec sizes, scenes
#                combining many features, and traces spoiled by blank lines, line ends, repeated keys.
#                Since session 52: stacks of long labels of text other than ASCII (accents, emoji, flags,
#                Hangul, CRLF) resized at every frame, and constraints that overflow when a view resizes.
#   fuzz-replay  `inertia replay` in-process: mutated and damaged cases plus random valid scripts, checked
#                for one-line errors, the trace validator, determinism and bounds. Shrunk failures go to
#                Tests/Fuzz. A crash ends a run; the loop starts the next one (which saves the crashing
#                script) until time is up.
SECONDS ?= 60
SEED ?= 1
fuzz: fuzz-cli fuzz-replay

fuzz-cli:
	$(SWIFT) build --product inertia-fuzz
	$(SWIFT) build -c release --product inertia
	.build/debug/inertia-fuzz --cli --seconds $(SECONDS) --seed $(SEED) --corpus Tests/Cases --corpus $(SHARED)/examples \
	  --out Tests/Fuzz --inertia .build/release/inertia

fuzz-replay:
	$(SWIFT) build --product inertia-fuzz
	$(SWIFT) build --product inertia
	@end=$$(( $$(date +%s) + $(SECONDS) )); seed=$(SEED); \
	while [ $$(date +%s) -lt $$end ]; do \
	  left=$$(( end - $$(date +%s) )); \
	  .build/debug/inertia-fuzz --seconds $$left --seed $$seed --corpus Tests/Cases --corpus $(SHARED)/examples \
	    --out Tests/Fuzz --inertia .build/debug/inertia || true; \
	  seed=$$(( seed + 1000 )); \
	done
