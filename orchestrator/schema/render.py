"""The render port: what the application asks of whatever turns a scene into files.

`RenderBackend` is the one interface every backend implements with the same signature: the
local pool of Blender worker processes, the Ray backend, the add-on's main-thread builder and
the test double (`orchestrator.testing.FakeRenderPool`). `RenderOutcome` is what each returns.
A backend that cannot write an export it is asked for leaves it out of `outcome.exports`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from orchestrator.errors import RenderFailed
from orchestrator.schema.home import HomeScene
from orchestrator.schema.mesh_report import MeshReport
from orchestrator.schema.scene import ExtraView, RenderSettings, Scene

__all__ = ["HomeOutcome", "MeshReport", "RenderBackend", "RenderOutcome"]


class RenderOutcome(BaseModel):
    """What one render job produced."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    render_path: str | None  # None when the job did not render (see `rendered`)
    blend_path: str
    timings: dict[str, float]  # seconds: reset, build, check, render, save (those that ran)
    object_count: int
    blender_version: str
    attempts: int = 1
    mesh: MeshReport | None = None  # the worker's mesh-level checks (None when not checked)
    rendered: bool = True  # False: --no-render, or strict and the mesh checks failed
    exports: dict[str, str] = {}  # kind (glb, usd, blend) -> path, for each kind asked
    views: tuple[ExtraView, ...] = ()  # a second camera, when the first misses key objects


class HomeOutcome(BaseModel):
    """What one home job produced: a render per room (by room id) and the overview."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    renders: dict[str, str]
    blend_path: str
    exports: dict[str, str] = {}
    timings: dict[str, float]
    object_count: int
    blender_version: str
    attempts: int = 1


class RenderBackend(ABC):
    """`start()` early (Blender start-up overlaps planning), `await render(...)` per scene,
    `shutdown()` at the end."""

    # True: the backend builds into the file the user has open (the add-on), so a build that
    # serves only its checks (a zone of a home) is not made there
    builds_in_place = False

    @abstractmethod
    def start(self) -> object:
        """Begin starting workers; returns at once."""

    @abstractmethod
    def shutdown(self) -> None:
        """Stop the workers; one still starting up is killed, not waited for."""

    @abstractmethod
    async def render(self, scene: Scene, out_dir: Path, *, render: bool = True,
                     check: bool = True, strict: bool = False,
                     exports: tuple[str, ...] = ("blend",)) -> RenderOutcome:
        """Build `scene`, check its meshes (`check`), render it unless `render` is False (or
        `strict` and the mesh checks failed), save scene.blend and write `exports` into
        `out_dir`."""

    async def render_home(self, home: HomeScene, out_dir: Path, settings: RenderSettings, *,
                          render: bool = True, exports: tuple[str, ...] = ("blend",)
                          ) -> HomeOutcome:
        """Build a whole home (each zone already checked on its own), render every room and
        the overview unless `render` is False, save home.blend and `exports` into
        `out_dir`. A backend that cannot build homes says so."""
        raise RenderFailed(f"the {type(self).__name__} backend cannot build a whole home")
