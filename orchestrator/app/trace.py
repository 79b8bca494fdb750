"""What happened when in a run: the journal as a message timeline and a Gantt chart (PNG).

A span is one request, from the moment it was put on the bus until its RESPONSE/ERROR (or
the bus's CANCEL) came back, so it includes time spent waiting in the recipient's mailbox.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from orchestrator.app.journal import JournalEntry
from orchestrator.runtime.envelope import CancelPayload, MessageType

PIPELINE_ORDER = ("prompt_interpreter", "geometry", "texture", "lighting", "spatial_validator",
                  "render_director", "asset_registry", "reviewer")
ALWAYS_SHOWN = PIPELINE_ORDER[:-1]  # the reviewer row only appears in --review runs
COLOURS = {"prompt_interpreter": (76, 114, 176), "geometry": (221, 132, 82),
           "texture": (85, 168, 104), "lighting": (230, 180, 40),
           "spatial_validator": (129, 114, 179), "render_director": (196, 78, 82),
           "asset_registry": (100, 150, 160), "reviewer": (218, 139, 195)}
OTHER_COLOUR = (140, 140, 140)


@dataclass(frozen=True)
class Span:
    agent: str  # the recipient, who handled the request
    sender: str
    kind: str  # the request's payload kind
    start: float  # seconds since the run started
    end: float | None  # None: never answered
    outcome: str  # RESPONSE, ERROR, CANCEL or OPEN
    message_id: str

    @property
    def duration(self) -> float | None:
        return None if self.end is None else self.end - self.start

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "duration": self.duration}


def timeline(entries: list[JournalEntry]) -> list[Span]:
    """Each REQUEST paired with its RESPONSE/ERROR (by `reply_to`) or the CANCEL of it."""
    ends: dict[str, tuple[float, str]] = {}
    for e in entries:
        env = e.envelope
        if env.message_type in (MessageType.RESPONSE, MessageType.ERROR) and env.reply_to:
            ends.setdefault(env.reply_to, (e.t, env.message_type.value))
        elif env.message_type is MessageType.CANCEL and isinstance(env.data, CancelPayload):
            ends.setdefault(env.data.target_id, (e.t, "CANCEL"))
    spans = []
    for e in entries:
        env = e.envelope
        if env.message_type is MessageType.REQUEST:
            end, outcome = ends.get(env.message_id, (None, "OPEN"))
            spans.append(Span(env.recipient, env.sender, env.data.kind, e.t, end, outcome,
                              env.message_id))
    return sorted(spans, key=lambda s: s.start)


def timeline_lines(entries: list[JournalEntry]) -> list[str]:
    """One aligned line per envelope: offset, sender -> recipient, payload, type, took."""
    sent = {e.envelope.message_id: e.t for e in entries}
    rows = []
    for e in entries:
        env = e.envelope
        asked = sent.get(env.reply_to or "")
        took = f"{(e.t - asked) * 1000:.1f} ms" if asked is not None else ""
        rows.append((f"{e.t * 1000:.1f} ms", env.sender, env.recipient, env.data.kind,
                     env.message_type.value, took))
    head = ("offset", "from", "to", "payload", "type", "took")
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]

    def line(r: tuple[str, ...]) -> str:
        return (f"{r[0]:>{widths[0]}}  {r[1]:<{widths[1]}} -> {r[2]:<{widths[2]}}  "
                f"{r[3]:<{widths[3]}}  {r[4]:<{widths[4]}}  {r[5]:>{widths[5]}}").rstrip()
    return [line(head), *(line(r) for r in rows)]


def print_timeline(entries: list[JournalEntry], echo: Callable[[str], Any] = print) -> None:
    for text in timeline_lines(entries):
        echo(text)


# --- the Gantt chart ------------------------------------------------------------------------

WIDTH, LEFT, RIGHT, TOP, ROW, BOTTOM = 1400, 190, 40, 86, 44, 96


def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def _tick_step(span_s: float, target: int = 8) -> float:
    """A 1-2-5 step that gives about `target` ticks over `span_s` seconds."""
    raw = max(span_s, 1e-6) / target
    power = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def _lanes(spans: list[Span], horizon: float) -> list[int]:
    """Overlapping requests to one agent go to separate lanes of its row."""
    lane_ends: list[float] = []
    lanes = []
    for s in spans:
        end = horizon if s.end is None else s.end
        lane = next((i for i, e in enumerate(lane_ends) if e <= s.start), len(lane_ends))
        lane_ends[lane:lane + 1] = [end]
        lanes.append(lane)
    return lanes


def draw_gantt(spans: list[Span], path: Path, *, run_id: str = "",
               wall_time: float | None = None, subtitle: str | None = None) -> Path:
    """One row per agent in pipeline order, a time axis in seconds, a bar per request."""
    names = [a for a in PIPELINE_ORDER if a in ALWAYS_SHOWN or any(s.agent == a for s in spans)]
    names += sorted({s.agent for s in spans} - set(names))
    horizon = max([wall_time or 0.0, *(s.end or s.start for s in spans)]) or 1.0
    step = _tick_step(horizon)
    horizon = math.ceil(horizon / step - 1e-9) * step
    height = TOP + ROW * len(names) + BOTTOM
    image = Image.new("RGB", (WIDTH, height), "white")
    draw = ImageDraw.Draw(image)
    title, small, label = _font(22), _font(13), _font(15)
    scale = (WIDTH - LEFT - RIGHT) / horizon

    def x(t: float) -> float:
        return LEFT + t * scale

    done = wall_time if wall_time is not None else max([0.0, *(s.end or 0.0 for s in spans)])
    wall = f"{done:.2f} s" if done >= 1 else _ms(done)
    draw.text((LEFT, 18), f"Run {run_id or '(unnamed)'} · wall time {wall}",
              font=title, fill=(30, 30, 30))
    draw.text((LEFT, 50), subtitle or f"{len(spans)} requests on the bus", font=small,
              fill=(90, 90, 90))
    bottom = TOP + ROW * len(names)
    for i in range(round(horizon / step) + 1):  # grid and ticks
        tx = x(i * step)
        draw.line([(tx, TOP - 6), (tx, bottom)], fill=(228, 228, 228))
        draw.line([(tx, bottom), (tx, bottom + 6)], fill=(80, 80, 80))
        draw.text((tx, bottom + 9), f"{i * step:.{max(0, -math.floor(math.log10(step)))}f}",
                  font=small, fill=(60, 60, 60), anchor="mt")
    draw.line([(LEFT, bottom), (WIDTH - RIGHT, bottom)], fill=(80, 80, 80))
    draw.text(((LEFT + WIDTH - RIGHT) / 2, bottom + 30), "seconds since the run started",
              font=small, fill=(60, 60, 60), anchor="mt")
    for row, name in enumerate(names):
        top = TOP + row * ROW
        if row % 2:
            draw.rectangle([(LEFT, top), (WIDTH - RIGHT, top + ROW)], fill=(247, 247, 250))
        draw.text((LEFT - 12, top + ROW / 2), name, font=label, fill=(40, 40, 40), anchor="rm")
        mine = [s for s in spans if s.agent == name]
        lanes = _lanes(mine, horizon)
        count = max(lanes, default=0) + 1
        lane_h = (ROW - 12) / count
        for i, (span, lane) in enumerate(zip(mine, lanes, strict=True)):
            # a label that does not fit in its bar may use the free space after it
            after = [s.start for s, ln in zip(mine[i + 1:], lanes[i + 1:], strict=True)
                     if ln == lane]
            limit = x(after[0]) - 8 if after else WIDTH - 8
            _bar(draw, span, x, top + 6 + lane * lane_h, lane_h, horizon, limit, small)
    _legend(draw, bottom + 58, small)
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path)
    return path


def _bar(draw: ImageDraw.ImageDraw, span: Span, x: Callable[[float], float], y: float,
         h: float, horizon: float, limit: float, font: Any) -> None:
    colour = COLOURS.get(span.agent, OTHER_COLOUR)
    x0, x1 = x(span.start), x(horizon if span.end is None else span.end)
    x1 = max(x1, x0 + 3)  # a 1 ms request is still visible
    box = [(x0, y + 1), (x1, y + h - 1)]
    if span.outcome == "RESPONSE":
        draw.rounded_rectangle(box, radius=3, fill=colour)
    else:  # ERROR: red edge; CANCEL / never answered: pale with a dark edge
        pale = tuple(int(c + (255 - c) * 0.6) for c in colour)
        edge = (200, 30, 30) if span.outcome == "ERROR" else (90, 90, 90)
        draw.rounded_rectangle(box, radius=3, fill=pale, outline=edge, width=2)
    name = span.kind.removesuffix("_request")
    took = _ms(span.duration) if span.duration is not None else "no answer"
    light = span.outcome != "RESPONSE" or sum(w * c for w, c in zip((0.3, 0.59, 0.11), colour,
                                                                       strict=True)) > 160
    inside = (30, 30, 30) if light else "white"  # dark text on light bars
    for text in (f"{name} · {took}", name):
        if draw.textlength(text, font=font) + 10 <= x1 - x0:
            draw.text(((x0 + x1) / 2, y + h / 2), text, font=font, anchor="mm", fill=inside)
            return
    for text in (f"{name} · {took}", name):
        if x1 + 6 + draw.textlength(text, font=font) <= limit:
            shade = tuple(int(c * 0.6) for c in colour)
            draw.text((x1 + 6, y + h / 2), text, font=font, anchor="lm", fill=shade)
            return


def _ms(seconds: float) -> str:
    ms = seconds * 1000
    return f"{ms:.1f} ms" if ms < 10 else f"{ms:.0f} ms"


def _legend(draw: ImageDraw.ImageDraw, y: float, font: Any) -> None:
    items: list[tuple[str, tuple[int, int, int], tuple[int, int, int] | None]] = [
        ("answered", (120, 120, 120), None),
        ("error", (220, 200, 200), (200, 30, 30)),
        ("cancelled / no answer", (215, 215, 215), (90, 90, 90))]
    x0 = float(LEFT)
    for text, fill, edge in items:
        draw.rounded_rectangle([(x0, y - 7), (x0 + 26, y + 7)], radius=3, fill=fill,
                               outline=edge, width=2 if edge else 0)
        draw.text((x0 + 34, y), text, font=font, fill=(60, 60, 60), anchor="lm")
        x0 += 34 + draw.textlength(text, font=font) + 30
    draw.text((WIDTH - RIGHT, y), "bar: request on the bus -> its reply (queue wait included)",
              font=font, fill=(110, 110, 110), anchor="rm")
