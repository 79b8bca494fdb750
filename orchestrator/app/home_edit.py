"""An edit of a whole home: one room changed as the instruction says, every other room kept.

    home scene.json + instruction -> the zone it is for (named, or the one room where it fits)
        -> that zone: the edit's stages (prompt interpreter, geometry around what it keeps,
           dressing, validation, mesh checks)
        -> every other zone: as it was, checked again in Blender
        -> the home's checks across rooms -> the home built and rendered -> outputs

The floor plan, the other rooms and the edited room's untouched objects keep their ids,
places and materials; the new run's report says which run, room and zone it came from.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from orchestrator.app.edit import EditOrchestrator
from orchestrator.app.home_pipeline import HomeOrchestrator
from orchestrator.app.pipeline import Edit, RunRequest, RunState
from orchestrator.app.restyle import prior_quality, read_run
from orchestrator.errors import InputError
from orchestrator.llm.config import OFFLINE, LLMSettings
from orchestrator.schema.home import HomeScene, ZoneScene
from orchestrator.schema.home_payloads import HomeCheckRequest
from orchestrator.schema.scene import Quality


def is_home_run(run_dir: Path) -> bool:
    """Whether RUN_DIR holds a whole home (its scene.json has zones); False when unreadable,
    which the room's loader then reports."""
    try:
        data = json.loads((run_dir / "scene.json").read_bytes())
    except (OSError, ValueError):
        return False
    return isinstance(data, dict) and "zones" in data


def load_home(run_dir: Path) -> tuple[HomeScene, dict[str, Any]]:
    """RUN_DIR's home scene and its report (empty when the add-on wrote none)."""
    return read_run(run_dir, HomeScene, "home")


def home_edit_request(run_dir: Path, instruction: str, *, quality: Quality | None,
                      render: bool, llm: LLMSettings = OFFLINE,
                      room: str | None = None) -> RunRequest:
    """The request of a run that edits one room of the home in RUN_DIR: the zone is chosen
    (and the edit tried on it by the rules) before anything is written."""
    from agents.prompt_interpreter.edit_words import parse_edit
    from agents.prompt_interpreter.home_edits import zone_for_edit

    home, report = load_home(run_dir)
    try:
        edit = parse_edit(instruction)
    except InputError:
        if llm.provider != "anthropic":
            raise
        edit = None  # a model may read it; the room must then be named
    zone = zone_for_edit(home, instruction, edit, room)
    return RunRequest(
        prompt=str(report.get("prompt") or home.plan.prompt), seed=home.plan.seed,
        mode="async", quality=quality or prior_quality(report), render=render,
        validate=bool(report.get("validate", True)), llm=llm,
        edit=Edit(str(run_dir), instruction, zone=zone))


class _ZoneEdit(EditOrchestrator):
    """The edited zone: the edit's stages, then its checks in Blender (no render)."""

    keep_build = False
    before: ZoneScene

    async def run(self) -> RunState:
        source = self.request.edit
        assert source is not None
        scene = await self.edited_scene(self.before.scene, Path(source.source).name,
                                        Path(source.source))
        await self.render(scene.model_copy(update={"camera": self.before.scene.camera}))
        return self.state


class HomeEditOrchestrator(HomeOrchestrator):
    """A home's run that starts from a finished home and an instruction for one of its zones."""

    async def run(self) -> RunState:
        state, clock, req = self.state, self.state.clock, self.request
        assert req.edit is not None and req.edit.zone is not None
        source_dir = Path(req.edit.source)
        before, report = load_home(source_dir)
        plan = state.home_plan = before.plan
        state.planner = before.zones[0].scene.provenance.planner
        with clock.stage("rooms"):
            zones = await self.furnish_edited(before, req.edit.zone)
            home = HomeScene(plan=plan, zones=tuple(zones))
            await self.check(HomeCheckRequest(plan=plan, home=home), "the edited home")
        edited = next(z for z in state.zones if z.run_dir.name == req.edit.zone)
        room = next(z.room for z in before.zones if z.zone == req.edit.zone)
        state.derived_from = {**(edited.derived_from or {}),
                              "run_id": str(report.get("run_id") or source_dir.name),
                              "room": room, "room_label": plan.room(room).label,
                              "zone": req.edit.zone}
        await self.build(home)
        return state

    async def furnish_edited(self, before: HomeScene, zone_id: str) -> list[ZoneScene]:
        """The edited zone through the edit's stages and every other zone checked again, all
        at once in the async mode."""
        async def one(zone: ZoneScene) -> RunState:
            if zone.zone != zone_id:
                return await self._zone(zone.zone, zone.scene.plan, kept=zone.scene)
            editor = self.zone_pipeline(_ZoneEdit, zone.zone, zone.scene.plan,
                                        edit=self.request.edit)
            editor.before = zone
            return await self.run_zone(editor)

        if self.request.mode == "async":
            done = list(await asyncio.gather(*(one(z) for z in before.zones)))
        else:
            done = [await one(z) for z in before.zones]
        self.state.zones = done
        out = []
        for zone, zone_state in zip(before.zones, done, strict=True):
            assert zone_state.scene is not None
            out.append(zone.model_copy(update={"scene": zone_state.scene}))
        return out
