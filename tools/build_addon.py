"""Build dist/voxel_weaver-<version>.zip, the add-on as an installable Blender 4.2+ extension.

Zip layout: addon/ at the top (Blender wants blender_manifest.toml at the root or in one folder)
and wheels/: this project as a pure-python wheel plus its runtime dependencies at the versions
installed in this venv, for this platform and CPython 3.11 (Blender 4.5's Python); the zip's
copy of the manifest lists them in `wheels` and `platforms`. Not bundled: bpy (Blender itself)
and uvloop (orchestrator.runtime.loop uses it only if importable; the add-on runs plain asyncio).
The rest is bundled even where Blender's Python has a copy (idna): the pins must hold.

Wheels are cached in build/wheels-cache/; pip is asked only for missing ones, so rebuilds are
offline. The zip is checked by Blender's own validator (bl_pkg/cli/blender_ext.py validate, run
stand-alone from the installed bpy package), strict as extensions.blender.org is.
"""

from __future__ import annotations

import argparse
import importlib.util
import platform
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.tags import sys_tags
from packaging.utils import canonicalize_name, parse_wheel_filename

ROOT = Path(__file__).resolve().parent.parent
ADDON = ROOT / "addon"
MANIFEST = "blender_manifest.toml"
CACHE = ROOT / "build" / "wheels-cache"
SKIP = {"bpy", "uvloop"}  # see the module docstring for why


class BuildError(Exception):
    """A one-line reason the zip cannot be built."""


def runtime_pins(requirements: list[str]) -> dict[str, str]:
    """Walk the requirements through the installed distributions: {name: installed version}."""
    pins: dict[str, str] = {}
    seen: set[tuple[str, str]] = set()
    todo = [(Requirement(r), "") for r in requirements]  # (requirement, extra it is asked under)
    while todo:
        req, extra = todo.pop()
        name = canonicalize_name(req.name)
        if name in SKIP or (req.marker and not req.marker.evaluate({"extra": extra})):
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            raise BuildError(f"{req} is needed but not installed; run make first") from None
        pins[name] = dist.version
        for wanted in ("", *req.extras):  # a requirement's extras pull in more of its own
            if (name, wanted) not in seen:
                seen.add((name, wanted))
                todo += [(Requirement(r), wanted) for r in dist.requires or []]
    return dict(sorted(pins.items()))


def pip(*args: str) -> None:
    """Run pip quietly (setuptools' deprecation chatter included); show its output on failure."""
    result = subprocess.run([sys.executable, "-m", "pip", *args], capture_output=True, text=True)
    if result.returncode:
        print(result.stdout + result.stderr, file=sys.stderr)
        raise BuildError(f"pip {args[0]} failed (exit {result.returncode}), output above")


def cached(folder: Path, req: Requirement) -> Path | None:
    """A wheel in `folder` meeting `req` that this interpreter can install."""
    ours = set(sys_tags())
    for path in sorted(folder.glob("*.whl")):
        name, version, _, tags = parse_wheel_filename(path.name)
        if name == canonicalize_name(req.name) and version in req.specifier and tags & ours:
            return path
    return None


def fetch(folder: Path, requirements: list[str], deps: bool = False) -> list[Path]:
    """Wheels for `requirements` from `folder`, asking pip (binaries only) for missing ones."""
    folder.mkdir(parents=True, exist_ok=True)
    reqs = [Requirement(r) for r in requirements]
    # With deps the wheels pip pulls in are not checked one by one: a stamp says all came.
    stamp, wanted = folder / ".complete", " ".join(requirements)
    whole = not deps or (stamp.exists() and stamp.read_text() == wanted)
    if missing := [str(r) for r in reqs if not (whole and cached(folder, r))]:
        print(f"downloading {len(missing)} wheel(s) into {folder}", flush=True)
        pip("download", "--only-binary=:all:", *([] if deps else ["--no-deps"]),
            "--dest", str(folder), *missing)
        if deps:
            stamp.write_text(wanted)
    if None in (found := [cached(folder, r) for r in reqs]):
        raise BuildError(f"pip gave no usable wheel for one of {missing}")
    return [path for path in found if path]


def project_wheel(pyproject: dict, cache: Path, dest: Path) -> Path:
    """Build this project's wheel from a copy of its sources, offline once tools are cached."""
    tools = cache / "build-tools"
    fetch(tools, pyproject["build-system"]["requires"], deps=True)  # wheel needs packaging
    setup = pyproject["tool"]["setuptools"]
    with tempfile.TemporaryDirectory() as tmp:
        # A copy keeps setuptools' build/ and egg-info out of the repo (stale build/lib files
        # would leak into the wheel) and leaves .venv, examples and caches behind.
        src = Path(tmp)
        for name in ("pyproject.toml", pyproject["project"]["readme"],
                     *(f"{module}.py" for module in setup.get("py-modules", []))):
            shutil.copy2(ROOT / name, src / name)
        for package in {p.split(".")[0] for p in setup["packages"]}:
            shutil.copytree(ROOT / package, src / package,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        # --no-index + --find-links also feed pip's isolated build env, from the cache.
        pip("wheel", "--no-deps", "--no-index", "--find-links", str(tools),
            "--wheel-dir", str(dest), str(src))
    return next(dest.glob("voxel_weaver-*.whl"))


def manifest_for_zip(wheels: list[Path]) -> str:
    """addon/'s manifest with `wheels` and `platforms` added as top-level keys."""
    text = (ADDON / MANIFEST).read_text()
    keys = "wheels = [\n" + "".join(f'  "./wheels/{w.name}",\n' for w in wheels) + "]\n"
    if any(not w.name.endswith("-none-any.whl") for w in wheels):  # binary wheels pin the OS
        # This machine in Blender's terms, as bl_pkg's platform_from_this_system names it.
        system, machine = platform.system().lower(), platform.machine().lower()
        system = {"darwin": "macos"}.get(system, system)
        machine = {"x86_64": "x64", "amd64": "x64", "aarch64": "arm64"}.get(machine, machine)
        keys += f'platforms = ["{system}-{machine}"]\n'
    lines = text.splitlines(keepends=True)
    # Top-level keys must come before the first [table], or TOML files them under it.
    at = next((i for i, line in enumerate(lines) if line.startswith("[")), len(lines))
    out = "".join([*lines[:at], "# Added by tools/build_addon.py\n", keys, "\n", *lines[at:]])
    assert tomllib.loads(out) == {**tomllib.loads(text), **tomllib.loads(keys)}
    return out


def validate(zip_path: Path) -> list[str]:
    """Blender's validator's complaints about the zip (strict; installing is more lenient)."""
    spec = importlib.util.find_spec("bpy")  # finds bpy without importing (starting) Blender
    roots = [Path(p) for p in (spec.submodule_search_locations or [])] if spec else []
    found = (p for r in roots for p in r.glob("*/scripts/addons_core/bl_pkg/cli/blender_ext.py"))
    if (tool := next(found, None)) is None:
        print("skipped Blender's validator: no bpy installed", file=sys.stderr)
        return []
    tags = tool.parents[3] / "modules/_bpy_internal/extensions/tags.py"  # as Blender passes it
    result = subprocess.run([sys.executable, str(tool), "validate", str(zip_path),
                             f"--valid-tags={tags}"], capture_output=True, text=True)
    lines = (result.stdout + result.stderr).splitlines()
    return [] if result.returncode == 0 else [
        line.removeprefix("FATAL_ERROR: ") for line in lines if "Error parsing" not in line]


def build(out_dir: Path = ROOT / "dist", cache: Path = CACHE, strict: bool = True) -> Path:
    """Build the zip into `out_dir`, return its path; Blender's validator objecting fails the
    build when `strict`, else only warns."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    version = tomllib.loads((ADDON / MANIFEST).read_text())["version"]
    if version != pyproject["project"]["version"]:
        raise BuildError(f"addon/{MANIFEST} version {version} != pyproject.toml version "
                         f"{pyproject['project']['version']}")
    pins = runtime_pins(pyproject["project"]["dependencies"])
    deps = fetch(cache, [f"{name}=={pin}" for name, pin in pins.items()])
    zip_path = out_dir / f"voxel_weaver-{version}.zip"
    with tempfile.TemporaryDirectory() as tmp:
        wheels = [project_wheel(pyproject, cache, Path(tmp)), *deps]
        out_dir.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(zip_path, "w", zipfile.ZIP_DEFLATED) as zf:
            zf.writestr(MANIFEST, manifest_for_zip(wheels))
            for path in sorted(ADDON.rglob("*")):
                rel = path.relative_to(ADDON)
                if path.is_file() and rel.name != MANIFEST and "__pycache__" not in rel.parts:
                    zf.write(path, rel.as_posix())
            for wheel in wheels:  # already compressed: store, don't deflate again
                zf.write(wheel, f"wheels/{wheel.name}", compress_type=zipfile.ZIP_STORED)
    if errors := validate(zip_path):
        if strict:
            zip_path.unlink()
            raise BuildError("Blender's validator rejected the zip: " + "; ".join(errors))
        print("warning, Blender's validator objects: " + "; ".join(errors), file=sys.stderr)
    return zip_path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="folder for the zip")
    parser.add_argument("--lenient", action="store_true",
                        help="keep the zip when Blender's validator objects (it still installs)")
    args = parser.parse_args()
    try:
        zip_path = build(args.out, strict=not args.lenient)
    except BuildError as error:
        sys.exit(f"build_addon: {error}")
    print(f"{zip_path} ({zip_path.stat().st_size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
