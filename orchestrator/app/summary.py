"""The table a run closes with: stage timings and agent statistics."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from orchestrator.app.pipeline import STAGES

HOME_STAGES = ("floor_plan", "rooms")  # a home's stages between the prompt and the render


def table(headers: list[str], rows: list[list[str]], left: int = 1) -> str:
    """Plain text columns: the first `left` columns (and the last) flush left, numbers right."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h)
              for i, h in enumerate(headers)]
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True))
    rule = "  ".join("-" * w for w in widths)
    last = len(headers) - 1
    body = ["  ".join(c.ljust(w) if i < left or (i == last and left > 1) else c.rjust(w)
                      for i, (c, w) in enumerate(zip(r, widths, strict=True))) for r in rows]
    return "\n".join([line, rule, *body])


def _checks_line(metrics: dict[str, Any]) -> str:
    if not metrics or "colliding" not in metrics:
        return "Checks: none"
    line = (f"Checks ({metrics['level']} level): {metrics['colliding']} colliding, "
            f"{metrics['out_of_bounds']} out of bounds, {metrics['floating']} floating")
    if metrics.get("simulated"):
        line += f", {metrics.get('unstable', 0)} of {metrics['simulated']} unstable"
    if "framed_fraction" in metrics:
        line += f", {metrics['framed_fraction'] * 100:.0f}% of key objects framed"
        if metrics.get("views", 1) > 1:
            line += f" ({metrics['framed_any_view'] * 100:.0f}% in {metrics['views']} views)"
    return line


def _llm_lines(llm: dict[str, Any]) -> list[str]:
    if llm.get("provider") != "anthropic":
        return []
    total = (llm.get("usage") or {}).get("total") or {}
    cost = total.get("cost_usd")
    outcomes = total.get("outcomes", {})
    lines = [f"LLM: {total.get('calls', 0)} calls ({outcomes.get('cached', 0)} from the cache, "
             f"{total.get('retries', 0)} SDK retries), {total.get('input_tokens', 0):,} tokens in"
             f" + {total.get('cache_read_tokens', 0):,} cached, "
             f"{total.get('output_tokens', 0):,} out, "
             + (f"${cost:.4f}" if cost is not None else "cost unknown for this model")]
    lines += [f"  {stage} fell back to the offline rules: {reason}"
              for stage, reason in (llm.get("fallbacks") or {}).items()]
    return lines


def _noun_lines(nouns: list[dict[str, Any]]) -> list[str]:
    """One line naming the prompt's nouns that were not made exactly as asked."""
    off = [f"{n['noun']} ({n['note']})" for n in nouns
           if n["outcome"] not in ("made", "left_out")]
    made = sum(1 for n in nouns if n["outcome"] in ("made", "left_out"))
    head = f"Nouns: {made}/{len(nouns)} made as asked"
    return [head + ("; not exactly: " + "; ".join(off) if off else "")] if nouns else []


def _relation_lines(relations: dict[str, Any]) -> list[str]:
    if not relations.get("total"):
        return []
    failures = relations.get("failures") or []
    return [f"Relations: {relations['satisfied']}/{relations['total']} hold"
            + ("; not: " + "; ".join(failures) if failures else "")]


def _view_lines(render: dict[str, Any] | None) -> list[str]:
    return [f"Second view: shows {', '.join(v['shows'])}, which the first misses"
            + (f" ({Path(v['render_path']).name})" if v.get("render_path") else " (not rendered)")
            for v in (render or {}).get("views") or ()]


def _review_lines(review: dict[str, Any]) -> list[str]:
    return [f"Review round {r['round']}: {'passed' if r['passed'] else 'not passed'}"
            + (f" (score {r['score']})" if r.get("score") is not None else "")
            + ("; rebuilt and rendered again" if r["rebuilt"] else "")
            + (f"; {r['fallback']}" if r.get("fallback") else "")
            for r in review.get("rounds", [])]


def _home_lines(home: dict[str, Any] | None) -> list[str]:
    """A home's plan in a line, then one line per room."""
    if not home:
        return []
    problems = home.get("plan_findings") or []
    lines = [f"Home: {home['kind']}, {len(home['rooms'])} rooms, {home['area_m2']:.1f} m2, "
             f"{home['doors']} doors, {home['windows']} windows; "
             + ("every room reachable from the front door" if not problems
                else f"{len(problems)} plan problems")]
    for room in home["rooms"]:
        zones = f" ({len(room['zones'])} zones)" if len(room["zones"]) > 1 else ""
        seen = f" -> {Path(room['render']).name}" if room.get("render") else ""
        lines.append(f"  {room['label']}: {room['area_m2']:.1f} m2{zones}, "
                     f"{room['objects']} objects{seen}")
    return lines


def render_summary(report: dict[str, Any], report_path: Path | None = None) -> str:
    stages = report["stages"]
    stage_rows = [
        [name, f"{s['start']:.3f}", f"{s['end']:.3f}", f"{s['duration']:.3f}"]
        for name in (STAGES[0], *HOME_STAGES, *STAGES[1:], "review")
        if (s := stages.get(name)) and "end" in s
    ]
    agent_rows = [
        [name, str(a["received"]), str(a["sent"]), str(a["completed"]), str(a["failed"]),
         f"{a['average_time_s'] * 1000:.1f}", f"{a['success_rate'] * 100:.0f}%",
         str(a["max_queue_depth"])]
        for name, a in report["agents"].items()
    ]
    scene = report["scene"]
    artifacts = report["artifacts"]
    lines = [
        "",
        f"Run {report['run_id']}  ({report['mode']} mode, {report['planner']} planner, "
        f"seed {report['seed']}, {report['quality']})  status: {report['status']}",
        f"Scene: {scene['objects']} objects, {scene['materials']} materials, "
        f"{scene['lights']} lights; findings: {len(report['validation']['findings'])}",
        _checks_line(report["validation"]["metrics"]),
        *_home_lines(report.get("home")),
        *_view_lines(report.get("render")),
        *(f"Degraded: {d['stage']} answered by the {d['agent']} fallback ({d['reason']})"
          for d in report.get("degradations") or ()),
        *_noun_lines(report.get("nouns") or []),
        *_relation_lines(report.get("relations") or {}),
        *_llm_lines(report.get("llm") or {}),
        *_review_lines(report.get("review") or {}),
        "",
        table(["stage", "start s", "end s", "duration s"], stage_rows),
        "",
        table(["agent", "received", "sent", "completed", "failed", "avg ms", "success",
                "max queue"], agent_rows),
        "",
        f"Wall time: {report['wall_time_s']:.2f} s",
    ]
    lines += [f"  {name:<7} {info['path']}" for name, info in artifacts.items()]
    if report_path is not None:
        lines.append(f"  {'report':<7} {report_path}")
    return "\n".join(lines)
