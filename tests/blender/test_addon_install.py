"""The extension zip from tools/build_addon.py installs, enables, shows its panel and uninstalls
cleanly in real Blender, inside a throwaway extensions folder (nothing lands in ~/.config)."""

from __future__ import annotations

import tomllib
import zipfile
from pathlib import Path

import pytest

from tests.testkit.addon_fixtures import ADDON_KEY, REPO, build_addon

bpy = pytest.importorskip("bpy")

pytestmark = pytest.mark.blender
ROOT = Path(__file__).resolve().parents[2]
Repo = bpy.types.UserExtensionRepo


def _manifest(zip_path: Path) -> dict:
    with zipfile.ZipFile(zip_path) as zf:
        return tomllib.loads(zf.read("blender_manifest.toml").decode())


def test_zip_layout_and_manifest_follow_blenders_rules(addon_zip: Path) -> None:
    from bl_pkg.cli import blender_ext  # Blender's own extension rules (bundled with bpy)

    with zipfile.ZipFile(addon_zip) as zf:
        names = set(zf.namelist())
    manifest = _manifest(addon_zip)
    source = {p.relative_to(ROOT / "addon").as_posix() for p in (ROOT / "addon").rglob("*")
              if p.is_file() and "__pycache__" not in p.parts}
    wheels = {n for n in names if n.startswith("wheels/")}
    assert names == source | wheels  # manifest and __init__.py at the top, as Blender wants
    assert sorted(f"./{w}" for w in wheels) == sorted(manifest["wheels"])
    assert any(w.startswith("wheels/voxel_weaver-") for w in wheels)
    assert not any(w.startswith(("wheels/bpy-", "wheels/uvloop-")) for w in wheels)
    assert addon_zip.name == f"voxel_weaver-{manifest['version']}.zip"
    assert blender_ext.platform_from_this_system() in manifest["platforms"]
    for platform in manifest["platforms"]:  # every wheel works on every platform declared
        assert blender_ext.paths_filter_wheels_by_platform(manifest["wheels"], platform) == \
            manifest["wheels"]
    assert (3, 11) in blender_ext.python_versions_from_wheels(manifest["wheels"])


def test_zip_passes_blenders_strict_validator(addon_zip: Path) -> None:
    """What `blender --command extension validate` and extensions.blender.org check."""
    errors = build_addon.validate(addon_zip)
    assert not errors, "addon/blender_manifest.toml: " + "; ".join(errors)


def test_install_enable_disable_uninstall(addon_zip: Path, repo: Repo) -> None:
    prefs = bpy.context.preferences
    result = bpy.ops.extensions.package_install_files(
        filepath=str(addon_zip), repo=REPO, enable_on_install=True)
    assert result == {"FINISHED"}
    assert [a.module for a in prefs.addons if a.module.endswith("voxel_weaver")] == [ADDON_KEY]
    panel = bpy.types.VOXELWEAVER_PT_main
    assert panel.bl_category == "Voxel Weaver"
    assert panel.bl_space_type == "VIEW_3D"
    site = Path(bpy.utils.user_resource("EXTENSIONS"), ".local", "lib", "python3.11",
                "site-packages")
    assert site.is_relative_to(Path(repo.directory).parent)  # wheels unpacked in tmp_path
    assert (site / "orchestrator" / "__init__.py").is_file()
    assert (site / "agents" / "__init__.py").is_file()
    unpacked = {p.name.split("-")[0].lower() for p in site.glob("*.dist-info")}
    bundled = {w.rsplit("/", 1)[1].split("-")[0].lower() for w in _manifest(addon_zip)["wheels"]}
    assert unpacked == bundled

    assert bpy.ops.preferences.addon_disable(module=ADDON_KEY) == {"FINISHED"}
    index = list(prefs.extensions.repos).index(repo)
    assert bpy.ops.extensions.package_uninstall(repo_index=index, pkg_id="voxel_weaver") == \
        {"FINISHED"}
    assert ADDON_KEY not in prefs.addons
    assert [name for name in dir(bpy.types) if name.startswith("VOXELWEAVER_")] == []
    assert "voxel_weaver" not in bpy.types.Scene.bl_rna.properties
    assert not (Path(repo.directory) / "voxel_weaver").exists()
    assert not (site / "orchestrator").exists()  # Blender removed the wheels with it
