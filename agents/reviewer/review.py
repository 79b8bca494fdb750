"""Visual review with Claude: the render as an image, the plan as data, a typed Critique back.

The critique's edits are applied to the plan inside the answer's validation, so edits that
cannot apply (an unknown id, a category not in the catalog) get the one repair round like any
other invalid answer.
"""

from __future__ import annotations

import base64
import io
import json
from functools import cache
from pathlib import Path
from typing import Any

from PIL import Image

from agents.prompt_interpreter.claude_planner import system_prompt as planner_prompt
from agents.reviewer.critique import Critique, apply_edits
from orchestrator.llm import StageModel
from orchestrator.llm.structured import ask_structured, tool_spec
from orchestrator.schema.scene import Scene, ScenePlan

TOOL_NAME = "submit_critique"
MAX_IMAGE_SIDE = 1024  # pixels: enough to judge a layout, small enough to send quickly


@cache
def critique_tool() -> dict[str, Any]:
    return tool_spec(TOOL_NAME, "Submit the critique of the render and the plan edits.",
                     Critique.model_json_schema())


@cache
def system_prompt() -> str:
    return f"""You are the art director of Voxel Weaver. You look at a render of a planned
room and judge it against what the person asked for. Answer by calling the {TOOL_NAME} tool
exactly once.

Pass the render (passed = true, no edits) when it shows the room the person described,
furnished plausibly and lit for the mood. Otherwise list the problems you see (an object
the person asked for that is missing or hidden, a room too empty or too cramped, the wrong
mood or time of day) and the edits to the plan that fix them. You can add and remove
objects, change style, mood and time of day, and resize the room; a layout solver places
every object, so never give positions.

How plans work, for your edits:

{planner_prompt()}"""


def image_block(path: Path) -> dict[str, Any]:
    """The render as a base64 PNG image block, scaled down to MAX_IMAGE_SIDE."""
    with Image.open(path) as image:
        image = image.convert("RGB")
        image.thumbnail((MAX_IMAGE_SIDE, MAX_IMAGE_SIDE))
        buffer = io.BytesIO()
        image.save(buffer, format="PNG", optimize=True)
    return {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                        "data": base64.b64encode(buffer.getvalue()).decode()}}


def user_content(scene: Scene, image_path: Path, round_: int) -> list[dict[str, Any]]:
    plan = scene.plan.model_dump(mode="json", exclude={"prompt", "seed"})
    text = "\n".join([
        f"The person asked for: {json.dumps(scene.plan.prompt, ensure_ascii=False)}",
        f"This is review round {round_}. The render above shows this plan:",
        json.dumps(plan, indent=1),
    ])
    return [image_block(image_path), {"type": "text", "text": text}]


async def review_with_claude(route: StageModel, scene: Scene, image_path: Path,
                             round_: int) -> tuple[Critique, ScenePlan | None]:
    """The critique, and the edited plan to build next (None when nothing changes)."""
    def parse(data: dict[str, Any]) -> Critique:
        critique = Critique.model_validate(data)
        apply_edits(scene.plan, critique.edits)  # raises EditRejected (a ValueError)
        return critique

    critique = await ask_structured(route, system=system_prompt(),
                                    user=user_content(scene, image_path, round_),
                                    tool=critique_tool(), parse=parse,
                                    seed=scene.plan.seed + round_)
    if critique.passed or critique.edits.empty:
        return critique, None
    return critique, apply_edits(scene.plan, critique.edits)
