"""The render port without Blender: `FakeRenderPool` implements `RenderBackend` by drawing a
top-down plan of the scene with pillow instead of rendering; it can be held to a fixed
duration and made to report mesh-level collisions, to exercise the repair loop."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from PIL import Image, ImageDraw

from orchestrator.app.home_plan_drawing import draw_home_plan
from orchestrator.schema.files import write_atomic
from orchestrator.schema.home import HomeScene
from orchestrator.schema.mesh_report import MeshReport
from orchestrator.schema.render import HomeOutcome, RenderBackend, RenderOutcome
from orchestrator.schema.scene import Finding, RenderSettings, Scene, footprint

FAKE_BLEND_TEXT = "not a real .blend: written by orchestrator.testing.render.FakeRenderPool\n"
FAKE_EXPORT_FILES = {"glb": "scene.glb", "usd": "scene.usdc"}  # as blender_export names them


class FakeRenderPool(RenderBackend):
    """The render port without Blender: start(), shutdown(), async render(scene, out_dir, ...).

    `mesh_failures=N` makes the first N jobs report a mesh-level collision, to exercise the
    orchestrator's repair loop; `unstable_kinds` makes every object of those categories fail
    the physics check on every job; otherwise the mesh report is clean. `record=False` keeps no
    scenes in `jobs` (a long batch's memory), only `job_count`.
    """

    def __init__(self, delay: float = 0.0, mesh_failures: int = 0, *,
                 record: bool = True, unstable_kinds: frozenset[str] = frozenset()) -> None:
        self.delay = delay
        self.mesh_failures = mesh_failures
        self.unstable_kinds = unstable_kinds
        self.record = record
        self.jobs: list[Scene] = []
        self.home_jobs: list[HomeScene] = []
        self.job_count = 0
        self.started = False

    def start(self) -> FakeRenderPool:
        self.started = True
        return self

    def shutdown(self) -> None:
        self.started = False

    async def render(self, scene: Scene, out_dir: Path, *, render: bool = True,
                     check: bool = True, strict: bool = False,
                     exports: tuple[str, ...] = ("blend",)) -> RenderOutcome:
        t0 = time.perf_counter()
        self.job_count += 1
        if self.record:
            self.jobs.append(scene)
        if self.delay:
            await asyncio.sleep(self.delay)
        mesh = self._mesh_report(scene) if check else None
        rendered = render and not (strict and mesh is not None and not mesh.ok)
        render_path, blend_path = out_dir / "render.png", out_dir / "scene.blend"
        if rendered:
            plan_image(scene).save(render_path)
        write_atomic(blend_path, FAKE_BLEND_TEXT)
        files = {"blend": str(blend_path)}
        for kind in dict.fromkeys(exports):
            if kind in FAKE_EXPORT_FILES:  # placeholders, like the fake .blend
                path = out_dir / FAKE_EXPORT_FILES[kind]
                write_atomic(path, f"not a real {path.suffix}: written by FakeRenderPool\n")
                files[kind] = str(path)
        return RenderOutcome(
            render_path=str(render_path) if rendered else None,
            blend_path=str(blend_path),
            timings={"render": time.perf_counter() - t0},
            object_count=len(scene.objects),
            blender_version="fake",
            mesh=mesh,
            rendered=rendered,
            exports={k: files[k] for k in dict.fromkeys(exports) if k in files},
        )

    async def render_home(self, home: HomeScene, out_dir: Path, settings: RenderSettings, *,
                          render: bool = True, exports: tuple[str, ...] = ("blend",)
                          ) -> HomeOutcome:
        """Each room's main zone drawn as its render, the home's plan as the overview."""
        t0 = time.perf_counter()
        self.home_jobs.append(home)
        if self.delay:
            await asyncio.sleep(self.delay)
        renders: dict[str, str] = {}
        if render:
            (out_dir / "rooms").mkdir(parents=True, exist_ok=True)
            for zone in home.zones:
                path = out_dir / "rooms" / f"{zone.room}.png"
                if zone.room not in renders:
                    plan_image(zone.scene).save(path)
                    renders[zone.room] = str(path)
            renders["overview"] = str(draw_home_plan(home, out_dir / "overview.png"))
        blend_path = out_dir / "home.blend"
        write_atomic(blend_path, FAKE_BLEND_TEXT)
        files = {"blend": str(blend_path)}
        for kind in dict.fromkeys(exports):
            if kind in FAKE_EXPORT_FILES:
                path = out_dir / FAKE_EXPORT_FILES[kind]
                write_atomic(path, f"not a real {path.suffix}: written by FakeRenderPool\n")
                files[kind] = str(path)
        return HomeOutcome(renders=renders, blend_path=str(blend_path),
                           exports={k: files[k] for k in dict.fromkeys(exports) if k in files},
                           timings={"render": time.perf_counter() - t0},
                           object_count=sum(len(z.scene.objects) for z in home.zones),
                           blender_version="fake")

    def _mesh_report(self, scene: Scene) -> MeshReport:
        wobbly = tuple(Finding(code="unstable", objects=(o.id,),
                               message=f"{o.id} does not stay put (fake)")
                       for o in scene.objects if o.category in self.unstable_kinds)
        if wobbly:
            return MeshReport.from_findings(wobbly, objects=len(scene.objects))
        if self.job_count > self.mesh_failures or len(scene.objects) < 2:
            return MeshReport.from_findings((), objects=len(scene.objects))
        a, b = scene.objects[0].id, scene.objects[1].id
        clash = Finding(code="overlap", objects=(a, b), message=f"{a} intersects {b} (fake)")
        return MeshReport.from_findings((clash,), objects=len(scene.objects))


def plan_image(scene: Scene, px_per_m: int = 40) -> Image.Image:
    """A top-down drawing of the room and object footprints (a stand-in render)."""
    room = scene.room
    size = (int(room.width * px_per_m) + 2, int(room.depth * px_per_m) + 2)
    image = Image.new("RGB", size, (235, 228, 215))
    draw = ImageDraw.Draw(image)
    colours = {m.id: tuple(int(c * 255) for c in m.base_color) for m in scene.materials}
    for obj in sorted(scene.objects, key=lambda o: o.location[2]):
        x0, y0, x1, y1 = footprint(obj)
        box = [
            (x0 + room.width / 2) * px_per_m, (room.depth / 2 - y1) * px_per_m,
            (x1 + room.width / 2) * px_per_m, (room.depth / 2 - y0) * px_per_m,
        ]
        first = next(iter(obj.materials.values()), None)
        draw.rectangle(box, fill=colours.get(first, (120, 120, 120)), outline=(30, 30, 30))
    return image
