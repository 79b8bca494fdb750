"""The Model Context Protocol server: Voxel Weaver's pipeline as typed tools for assistants.

Built on the official `mcp` SDK (`MCPServer`). Every tool is a typed function over the same
run path as the CLI (`execute` through a `SceneHost`): nothing it is given is executed, every
argument is checked against the CLI's limits, every file it reads or writes is under the
output root it was started with, at most `MAX_CALLS` runs go at once, and a render comes back
as image content so the assistant sees what it made. A failure is one line (a tool error),
never a traceback; the API key is never part of a result or a log line.

Tools: generate_scene, edit_scene, restyle_scene, get_view, render_view (another camera),
export_scene, list_scenes, get_scene. Resources:
`scene://<run_id>`, the scenes under the output root. Long calls report progress (one step
per agent message) and stop when the client cancels them.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
from pathlib import Path
from typing import Any, Literal

import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.utilities.types import Image
from mcp.types import Resource
from pydantic import ValidationError

from orchestrator.errors import VoxelWeaverError
from orchestrator.llm.config import OFFLINE, LLMSettings
from orchestrator.schema.home import HomeScene
from orchestrator.schema.limits import MAX_SEED
from orchestrator.schema.version import VERSION

MAX_CALLS = 2  # runs at once; more wait their turn
MAX_ROOM_CHARS = 60  # a room id or label, only ever matched against the home's own names
RUN_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,95}$")
QualityArg = Literal["draft", "preview", "final"]
DensityArg = Literal["sparse", "normal", "dense"]
StyleArg = Literal["cozy", "modern", "rustic", "scandinavian", "industrial", "minimalist",
                   "luxury", "playful"]
TimeArg = Literal["morning", "noon", "golden_hour", "dusk", "night"]
INSTRUCTIONS = (
    "Voxel Weaver turns a description of a room or a whole home into a rendered Blender "
    "scene. generate_scene makes one (a render comes back as an image); edit_scene changes "
    "a finished scene by instruction and keeps everything else; restyle_scene re-dresses or "
    "relights it; list_scenes, get_scene and get_view look at what exists. Scenes are named "
    "by run id.")


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


class Tools:
    """The tools' work, over one output root and registry."""

    def __init__(self, out_root: Path, registry: Path) -> None:
        self.out_root = out_root.resolve()
        self.registry = registry
        self.gate = asyncio.Semaphore(MAX_CALLS)
        self.pool: Any = None  # a Blender worker for views and exports of finished runs

    def run_dir(self, run_id: str) -> Path:
        """The folder of a finished run under the root, or a tool error."""
        if not RUN_ID.match(run_id or ""):
            raise ToolError(f"not a run id: {run_id[:100]!r} (see list_scenes)")
        path = (self.out_root / run_id).resolve()
        if path.parent != self.out_root or not (path / "scene.json").is_file():
            raise ToolError(f"no finished run {run_id!r} under the output root")
        return path

    async def run(self, request: Any, ctx: Context | None) -> Any:
        """One run through the same host as the CLI; its progress goes to the client."""
        from orchestrator.app.home_pipeline import home_workers
        from orchestrator.app.progress import with_progress
        from orchestrator.app.runner import execute

        steps = 0

        def progress(agent: str, state: str, detail: str) -> None:
            nonlocal steps
            steps += 1
            if ctx is not None:
                asyncio.get_running_loop().create_task(ctx.report_progress(
                    steps, None, f"{agent}: {state}"))

        backends: list[Any] = []
        async with self.gate:
            workers = home_workers(request)
            if workers > 1:
                from agents.render_director.backends import open_backends, start_all

                backends = open_backends("local", workers, warm_render=request.render)
                start_all(backends)
            # The run is a task of its own: a client's cancel reaches it once (as any stop
            # does), and its clean-up (the report, the registry row) runs to the end outside
            # the SDK's cancel scope, which would cancel every await of it again.
            task = asyncio.ensure_future(execute(
                request, self.out_root, self.registry,
                wrap=lambda agent: with_progress(agent, progress), render_backends=backends))
            try:
                return await asyncio.shield(task)
            except asyncio.CancelledError:
                task.cancel()
                with anyio.CancelScope(shield=True), contextlib.suppress(BaseException):
                    await task
                raise
            except VoxelWeaverError as exc:
                raise ToolError(_one_line(exc)) from None
            finally:
                if backends:
                    from agents.render_director.backends import shutdown_all

                    await asyncio.to_thread(shutdown_all, backends)

    def scene(self, run_id: str) -> tuple[Path, Any]:
        """A finished room's run folder and scene (a whole home's is refused, one line)."""
        from orchestrator.schema.scene import Scene

        run = self.run_dir(run_id)
        try:
            return run, Scene.model_validate_json((run / "scene.json").read_bytes())
        except (OSError, ValueError):
            raise ToolError(f"run {run_id!r} is not a room's scene (a whole home's views are "
                            f"its rooms' renders: get_view with room=)") from None

    async def job(self, scene: Any, out_dir: Path, *, render: bool,
                  exports: tuple[str, ...]) -> Any:
        """One Blender job on the server's own worker (started on first use)."""
        from agents.render_director.worker_pool import BlenderWorkerPool

        async with self.gate:
            if self.pool is None:
                self.pool = BlenderWorkerPool(1, warm_render=False).start()
            try:
                if isinstance(scene, HomeScene):
                    from agents.render_director.quality import render_settings

                    return await self.pool.render_home(scene, out_dir, render_settings("draft"),
                                                       render=render, exports=exports)
                return await self.pool.render(scene, out_dir, render=render, check=False,
                                              exports=exports)
            except VoxelWeaverError as exc:
                raise ToolError(_one_line(exc)) from None

    def result(self, outcome: Any) -> list[Any]:
        """A short account of the run, and its render as an image when it has one."""
        report = outcome.report
        facts = {"run_id": report["run_id"], "status": report["status"],
                 "objects": report["scene"]["objects"],
                 "checks": report["validation"]["metrics"],
                 "nouns_not_made": [n["noun"] for n in report.get("nouns") or []
                                    if n["outcome"] not in ("made", "left_out")]}
        if report.get("home"):
            facts["rooms"] = [r["label"] for r in report["home"]["rooms"]]
        if report.get("derived_from"):
            facts["derived_from"] = report["derived_from"]["run_id"]
            facts["done"] = report["derived_from"].get("done")
        out: list[Any] = [json.dumps(facts)]
        render = (report.get("artifacts") or {}).get("render")
        if render and Path(render["path"]).is_file():
            out.append(Image(path=render["path"]))
        return out


class _Server(MCPServer):
    """The SDK's server with its argument errors in one line and the scenes as resources."""

    tools: Tools

    async def call_tool(self, name: str, arguments: dict[str, Any],
                        context: Any = None) -> Any:
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            cause = exc.__cause__
            if isinstance(cause, ValidationError):  # the arguments do not fit the schema
                first = cause.errors()[0]
                where = ".".join(str(p) for p in first.get("loc", ())) or "arguments"
                raise ToolError(f"{name}: {where}: {first.get('msg', 'invalid')}") from None
            raise

    async def list_resources(self) -> list[Any]:
        scenes = []
        for run in sorted(self.tools.out_root.glob("*/scene.json")):
            scenes.append(Resource(uri=f"scene://{run.parent.name}", name=run.parent.name,
                                   mime_type="application/json",
                                   description="a finished run's scene.json"))
        return [*await super().list_resources(), *scenes]


def _checked(build: Any) -> Any:
    """A request from the CLI's own checks, or their one-line message as a tool error."""
    try:
        return build()
    except VoxelWeaverError as exc:
        raise ToolError(_one_line(exc)) from None


def build_server(out_root: Path, registry: Path, llm: LLMSettings = OFFLINE) -> MCPServer:
    """The server, its tools reading and writing under `out_root` only; `llm` plans the
    prompts and reads the instructions (the offline planner by default)."""
    tools = Tools(out_root, registry)
    server = _Server(name="voxel-weaver", version=VERSION, instructions=INSTRUCTIONS,
                     log_level="WARNING")  # not a line per HTTP request to the model
    server.tools = tools

    @server.tool(structured_output=False)
    async def generate_scene(prompt: str, ctx: Context, seed: int = 0,
                             quality: QualityArg = "draft", render: bool = True,
                             density: DensityArg | None = None) -> list[Any]:
        """Plan, build and render a room or a whole home from a description; returns the run
        id, its checks and the render (a whole home: its cut-away overview)."""
        from orchestrator.app.requests import build_request

        if not 0 <= seed <= MAX_SEED:
            raise ToolError(f"seed must be 0 to {MAX_SEED}")
        request = _checked(lambda: build_request(
            prompt, seed=seed, quality=quality, render=render, exports="glb,blend",
            overrides={"density": density} if density else None, llm=llm))
        return tools.result(await tools.run(request, ctx))

    @server.tool(structured_output=False)
    async def edit_scene(run_id: str, instruction: str, ctx: Context, render: bool = True,
                         room: str | None = None) -> list[Any]:
        """Change a finished scene as the instruction says ("put a plant next to the sofa",
        "remove the tv", "make the rug blue"); everything else keeps its place and look. A
        whole home changes one room: `room` (an id or label), or the room the words name.
        Returns the new run id and its render."""
        from orchestrator.app.edit import edit_request

        source = tools.run_dir(run_id)
        if room is not None and len(room) > MAX_ROOM_CHARS:
            raise ToolError(f"room is {len(room):,} characters; the limit is {MAX_ROOM_CHARS}")
        request = _checked(lambda: edit_request(source, instruction, render=render, llm=llm,
                                                room=room))
        return tools.result(await tools.run(request, ctx))

    @server.tool(structured_output=False)
    async def restyle_scene(run_id: str, ctx: Context, style: StyleArg | None = None,
                            relight: TimeArg | None = None, render: bool = True) -> list[Any]:
        """Re-dress a finished scene in another style and/or relight it for another time of
        day, keeping its layout."""
        from orchestrator.app.restyle import restyle_request

        source = tools.run_dir(run_id)
        request = _checked(lambda: restyle_request(source, style=style, relight=relight,
                                                   render=render))
        return tools.result(await tools.run(request, ctx))

    @server.tool(structured_output=False)
    async def get_view(run_id: str, view: int = 1, room: str | None = None) -> list[Any]:
        """A finished scene's render as an image: view 1 is the scene camera, view 2 the
        second camera when the run made one; for a whole home, `room` picks a room's render
        (its id, see get_scene) and no room gives the overview."""
        run = tools.run_dir(run_id)
        if room is not None:
            if not RUN_ID.match(room.replace("_", "-")):
                raise ToolError(f"not a room id: {room[:60]!r}")
            path = run / "rooms" / f"{room}.png"
        else:
            names = {1: ("render.png", "overview.png"), 2: ("render_2.png",)}.get(view)
            if names is None:
                raise ToolError("view is 1 (the scene camera) or 2 (the second camera)")
            path = next((run / n for n in names if (run / n).is_file()), run / names[0])
        if not path.is_file():
            raise ToolError(f"run {run_id!r} has no such render (made with render=false, or "
                            f"no second view)")
        return [f"{run_id}: {path.name}", Image(path=path)]

    @server.tool(structured_output=False)
    async def render_view(run_id: str, eye: tuple[float, float, float],
                          look_at: tuple[float, float, float], lens_mm: float = 24.0,
                          quality: QualityArg = "draft") -> list[Any]:
        """Render a finished room from another camera: `eye` and `look_at` in the room's
        metres (x across, y deep, z up, the floor's middle at 0, 0, 0); the image comes back
        and is kept in the run's views/ folder."""
        from agents.render_director.quality import render_settings
        from orchestrator.schema.scene import CameraSpec

        run, scene = tools.scene(run_id)
        room = scene.room
        bounds = ((room.width / 2 + 0.5, room.depth / 2 + 0.5, room.height + 2.0))
        if not all(abs(v) <= b for v, b in zip(eye[:2], bounds[:2], strict=True)) \
                or not 0.1 <= eye[2] <= bounds[2] or eye == look_at:
            raise ToolError("eye must be in or just outside the room, below its ceiling, "
                            "and apart from look_at")
        try:
            camera = CameraSpec(location=eye, look_at=look_at, lens_mm=lens_mm)
        except ValueError:
            raise ToolError("lens_mm is 8 to 200") from None
        views = run / "views"
        n = len(list(views.glob("view_*"))) + 1 if views.is_dir() else 1
        out = views / f"view_{n}"
        outcome = await tools.job(scene.model_copy(update={
            "camera": camera, "render": render_settings(quality)}), out, render=True,
            exports=())
        if not outcome.render_path:
            raise ToolError("the view was not rendered")
        return [f"{run_id}: views/view_{n}/render.png", Image(path=outcome.render_path)]

    @server.tool(structured_output=False)
    async def export_scene(run_id: str, formats: list[Literal["glb", "usd", "blend"]]) -> str:
        """Write a finished room's or whole home's scene as glb (glTF binary), usd (USD
        crate) and/or blend into the run's exports/ folder; returns the files written."""
        from orchestrator.app.home_edit import is_home_run, load_home

        wanted = tuple(dict.fromkeys(formats))
        if not wanted:
            raise ToolError("name at least one format: glb, usd or blend")
        run = tools.run_dir(run_id)
        if is_home_run(run):
            scene: Any = _checked(lambda: load_home(run)[0])
        else:
            run, scene = tools.scene(run_id)
        outcome = await tools.job(scene, run / "exports", render=False, exports=wanted)
        files = {k: str(Path(v).relative_to(run)) for k, v in outcome.exports.items()}
        return json.dumps({"run_id": run_id, "files": files})

    @server.tool(structured_output=False)
    async def list_scenes(query: str = "", limit: int = 20) -> str:
        """The finished runs under the output root, newest first: run id, prompt, status;
        `query` keeps those whose prompt holds it."""
        if len(query) > 200 or not 1 <= limit <= 200:
            raise ToolError("query is at most 200 characters and limit 1 to 200")
        rows = []
        for run in sorted(tools.out_root.glob("*/report.json"),
                          key=lambda p: p.stat().st_mtime, reverse=True):
            try:
                report = json.loads(run.read_text())
            except (OSError, ValueError):
                continue
            if query.lower() in str(report.get("prompt", "")).lower():
                rows.append({"run_id": run.parent.name, "prompt": report.get("prompt"),
                             "status": report.get("status"),
                             "home": bool(report.get("home"))})
            if len(rows) == limit:
                break
        return json.dumps(rows)

    @server.tool(structured_output=False)
    async def get_scene(run_id: str) -> str:
        """A finished run's plan, what became of the prompt's nouns, its checks and files."""
        run = tools.run_dir(run_id)
        try:
            report = json.loads((run / "report.json").read_text())
        except (OSError, ValueError):
            report = {}
        keep = ("run_id", "prompt", "status", "seed", "plan", "nouns", "relations", "home",
                "derived_from")
        summary = {k: report[k] for k in keep if k in report}
        summary["checks"] = (report.get("validation") or {}).get("metrics")
        summary["files"] = {k: Path(v["path"]).name
                            for k, v in (report.get("artifacts") or {}).items()}
        return json.dumps(summary)

    @server.resource("scene://{run_id}", mime_type="application/json")
    async def scene_resource(run_id: str) -> str:
        """A finished run's scene.json."""
        return (tools.run_dir(run_id) / "scene.json").read_text()

    return server
