"""Edits by instruction: change a finished run's scene as the words say, keep everything else.

    scene.json + instruction -> prompt interpreter: the typed edit and the new plan
        -> geometry: lay out only what the edit names, every other object pinned
        -> (texture || lighting): new materials only for what is new or recoloured
        -> validation -> render -> scene.json, report.json (derived from the source run)

Everything the edit does not name keeps its id, place, rotation, size and materials (a
restyle in the instruction re-dresses all, as `restyle` does). The result is a new run made by
the same host as any other; its report says which run it came from, the instruction, the
typed edit and what was done. An instruction that cannot be read or done is refused with one
line before anything is written (`edit_request`).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from orchestrator.app.pipeline import Edit, Pipeline, RunRequest, RunState, merge_dressing
from orchestrator.app.restyle import load_source, prior_quality
from orchestrator.errors import InputError
from orchestrator.llm.config import OFFLINE, LLMSettings
from orchestrator.schema.edit import MAX_INSTRUCTION_CHARS, EditedPlan
from orchestrator.schema.payloads import EditRequest, EditResult
from orchestrator.schema.scene import MaterialSpec, Quality, Scene


class EditOrchestrator(Pipeline):
    """Starts from a finished scene and the instruction instead of a prompt."""

    edited: EditedPlan | None = None
    source_scene: Scene | None = None
    keep_camera = True  # before and after from the same view

    async def run(self) -> RunState:
        state, clock, req = self.state, self.state.clock, self.request
        assert req.edit is not None
        source = load_source(Path(req.edit.source))
        scene = await self.edited_scene(source.scene, source.run_id, source.run_dir)
        clock.begin("registry")
        registered = self.spawn(self.register_scene(scene), "register-scene")
        with clock.stage("render"):
            await self.render(scene.model_copy(update={"camera": source.scene.camera}))
        artifacts = self.save_scene()
        self.spawn(self._finish_registry(registered, artifacts), "register-artifacts")
        await self.finish_background()
        return state

    async def edited_scene(self, before: Scene, run_id: str, run_dir: Path) -> Scene:
        """The instruction read and done on `before`: planned, laid out around what it keeps,
        dressed and checked (not yet built in Blender)."""
        state, clock, req = self.state, self.state.clock, self.request
        assert req.edit is not None
        self.source_scene = before
        with clock.stage("prompt"):
            answer = await self._ask("prompt_interpreter",
                                     EditRequest(scene=before, instruction=req.edit.instruction),
                                     EditResult, "plan")
        self.edited = edited = answer.edited
        self._model_used("prompt", "prompt_interpreter", answer.model_use)
        state.plan, state.planner = edited.plan, before.provenance.planner
        state.derived_from = {"run_id": run_id, "run_dir": str(run_dir),
                              "instruction": req.edit.instruction,
                              "edit": answer.edit.model_dump()["ops"],
                              "done": list(edited.notes), "removed": list(edited.removed),
                              "added": [o.id for o in edited.added],
                              "kept": len(edited.keep)}
        with clock.stage("geometry"):
            scene = await self.geometry(edited.plan)
        scene = await self.dress(scene)
        if req.validate:
            with clock.stage("validation"):
                scene = await self.validate(scene)
        return scene

    def kept(self) -> dict[str, Any]:
        edited, before = self.edited, self.source_scene
        if edited is None or before is None:
            return {}
        from agents.prompt_interpreter.edits import kept_objects  # the rules: when needed

        by_id = {o.id: o for o in before.objects}
        moved = {o.id for o in edited.plan.objects} - set(edited.keep)
        return {"pinned": kept_objects(before, edited),
                "carry": tuple(by_id[i] for i in by_id if i in set(edited.carry)),
                "before": tuple(by_id[i] for i in by_id if i in moved),
                "hints": edited.hints}

    async def dress(self, scene: Scene) -> Scene:
        textured, lit = await asyncio.gather(self._timed("texture", self.texture(scene)),
                                             self._timed("lighting", self.lighting(scene)))
        dressed = merge_dressing(textured, lit)
        if self.source_scene is None or self.edited is None \
                or self.edited.plan.style != self.source_scene.plan.style:
            return dressed  # a restyle re-dresses everything
        return keep_materials(self.source_scene, dressed,
                              set(self.edited.keep) - set(self.edited.changed))


def keep_materials(before: Scene, after: Scene, kept: set[str]) -> Scene:
    """`after` with every kept object (and the room) in its materials from `before`; the new
    and recoloured objects keep their new materials, renamed where an id would clash."""
    old_specs = {m.id: m for m in before.materials}
    new_specs = {m.id: m for m in after.materials}
    renamed: dict[str, str] = {}
    specs: list[MaterialSpec] = list(before.materials)
    objects = []
    for obj in after.objects:
        if obj.id in kept:
            objects.append(obj.model_copy(update={"materials": before.object(obj.id).materials})
                           if any(o.id == obj.id for o in before.objects) else obj)
            continue
        mapping = {}
        for slot, mid in obj.materials.items():
            spec = new_specs.get(mid)
            if spec is None or old_specs.get(mid) == spec:
                mapping[slot] = mid
                continue
            if mid not in renamed:
                renamed[mid] = mid if mid not in old_specs else f"{mid}_edit"
                specs.append(spec.model_copy(update={"id": renamed[mid]}))
            mapping[slot] = renamed[mid]
        objects.append(obj.model_copy(update={"materials": mapping}))
    room = after.room.model_copy(update={
        "floor_material": before.room.floor_material, "wall_material": before.room.wall_material,
        "ceiling_material": before.room.ceiling_material})
    return after.model_copy(update={"objects": tuple(objects), "materials": tuple(specs),
                                    "room": room})


def edit_request(run_dir: Path, instruction: str, *, quality: Quality | None = None,
                 render: bool = True, llm: LLMSettings = OFFLINE,
                 room: str | None = None) -> RunRequest:
    """The request of a run that edits RUN_DIR, checked: the run is readable and the
    instruction can be read and done on its scene (a one-line InputError otherwise), before
    anything is written. A whole home is edited one room at a time: `room`, or the room the
    words name or the one where the change fits (`home_edit.home_edit_request`)."""
    from agents.prompt_interpreter.edit_words import parse_edit
    from agents.prompt_interpreter.edits import apply_edit
    from orchestrator.app.home_edit import home_edit_request, is_home_run

    if len(instruction) > MAX_INSTRUCTION_CHARS:
        raise InputError(f"the instruction is {len(instruction):,} characters; the limit is "
                         f"{MAX_INSTRUCTION_CHARS}")
    if is_home_run(run_dir):
        return home_edit_request(run_dir, instruction, quality=quality, render=render,
                                 llm=llm, room=room)
    if room is not None:
        raise InputError("--room is for a whole home; this run is one room")
    source = load_source(run_dir)
    if llm.provider != "anthropic":  # refuses what the rules cannot read or do, now (a
        apply_edit(source.scene, parse_edit(instruction))  # model may read more: it is asked)
    elif not instruction.strip():
        raise InputError("the instruction is empty; say what to change, e.g. \"remove the tv\"")
    prior = source.report
    return RunRequest(
        prompt=str(prior.get("prompt") or source.scene.plan.prompt),
        seed=source.scene.plan.seed, mode="async",
        quality=quality or prior_quality(source.report, source.scene.render), render=render,
        validate=bool(prior.get("validate", True)), example=prior.get("example"), llm=llm,
        edit=Edit(str(run_dir), instruction))
