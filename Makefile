# Two commands from a fresh clone with Python 3.11:  make demo  |  make test
PY := $(shell command -v python3.11 2>/dev/null || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lint bench bench-peer addon clean gltf-validator

$(STAMP): pyproject.toml
	@$(PY) -c 'import sys; sys.exit(0 if sys.version_info[:2] == (3, 11) else "Voxel Weaver needs Python 3.11 (the bpy wheels are built for it); found " + sys.version.split()[0])'
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	@touch $@

demo: $(STAMP)  ## render "A cozy bedroom" with the offline planner into out/
	$(BIN)/python main_async.py "A cozy bedroom" --quality draft --out out

test: $(STAMP) gltf-validator  ## lint, then the whole test suite (real bpy included)
	$(BIN)/ruff check .
	$(BIN)/python tools/build_addon.py  # fetches the add-on's wheels now, not inside a test
	$(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check . || true

bench: $(STAMP)  ## print the benchmark figures
	$(BIN)/python benchmarks/bench_bus.py
	$(BIN)/python benchmarks/bench_draft_render.py

bench-peer: $(STAMP)  ## our bus against autogen-core, which is installed for this only
	$(BIN)/python -m pip install --quiet -r benchmarks/requirements-peer.txt
	$(BIN)/python benchmarks/bench_bus_vs_autogen.py
	$(BIN)/python benchmarks/bench_many_agents.py

gltf-validator:  ## the Khronos glTF validator (node) that the export tests run, where npm is
	@if command -v npm >/dev/null; then npm ci --prefix tools/gltf --no-audit --no-fund; \
	else echo "npm not found: the glTF validator check in tests/blender/test_exports.py is skipped"; fi

addon: $(STAMP)  ## dist/voxel_weaver-<version>.zip: the Blender extension, wheels bundled
	$(BIN)/python tools/build_addon.py

clean:
	rm -rf $(VENV) out dist build *.egg-info
