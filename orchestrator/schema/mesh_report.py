"""What the mesh-level checks in the Blender worker report (pure Python: no bpy).

`agents.spatial_validator.blender_checks` runs in a worker process on the scene as built and
returns a `MeshReport`; it crosses the process boundary as `model_dump()` and is rebuilt here
in the parent (the orchestrator never imports bpy). Metrics are derived from the findings, so
the two can never disagree:

- colliding: objects involved in at least one `overlap` finding (a pair counts 2);
- out_of_bounds: objects with an `out_of_bounds` finding;
- floating: objects with a `floating` or `missing_support` finding;
- framed_fraction: key objects (`key_objects`: what the prompt names that stands on the floor,
  hangs on a wall or from the ceiling, and anything of importance >= KEY_IMPORTANCE; else the
  KEY_TOP_N most important; never doors, windows or curtains) that are in the camera frame and
  not fully hidden, over all key objects (1.0 when there are none); each one that is not gets
  an `unframed` warning;
- views, framed_any_view: when the scene camera misses key objects the Blender job adds a
  second view of them (`render_2.png`); `framed_any_view` is the share of key objects some view
  frames, and the `unframed` finding of each one only the second view shows becomes a note;
- seconds: wall time of the checks, mesh evaluation included;
- unstable: objects with an `unstable` finding: the physics check
  (`agents.spatial_validator.blender_physics`) let the scene fall for 2 s of Blender's
  rigid-body simulation and they moved or turned; simulated: the free bodies it simulated
  (0 when it did not run); stable_fraction: the stable share of them (1.0 when none);
  physics_seconds: its wall time.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from pydantic import Field

from orchestrator.schema.scene import Finding, Frozen, PlacedObject, Scene

# Tolerances shared by the checks and their tests (metres).
CONTACT_TOL = 0.002  # meshes touching or interpenetrating by less than this are in contact
SUPPORT_TOL = 0.01  # an object's lowest point vs the floor / the surface it stands on
WALL_TOL = 0.01  # wall hangings and ceiling fixtures vs their plane
BOUNDS_TOL = 0.001  # vertices this far outside the room still count as inside
BOUNDS_FRACTION = 0.99  # at least this share of an object's vertices must be inside the room
KEY_IMPORTANCE = 8  # key objects for the camera check: importance >= this, else the top 3
KEY_TOP_N = 3
MAX_VIEWS = 2  # the scene camera and at most one more, of what it cannot show
# Structure is placed early (high importance) but is not what the picture is of.
NOT_KEY = frozenset({"door", "window", "curtains"})


def key_objects(scene: Scene, only: Collection[str] = ()) -> list[PlacedObject]:
    """The objects the frame must hold: the ones the prompt names (those standing on others
    come with their hosts) and those of importance >= KEY_IMPORTANCE; else the top few. With
    `only` (ids), those objects instead: the second view, of what the first one misses.

    One rule for both sides: the camera (`agents.render_director.camera`) frames these and the
    mesh-level check (`blender_camera_checks`) scores the render on them.
    """
    if only:
        wanted = set(only)
        return [o for o in scene.objects if o.id in wanted]
    candidates = [o for o in scene.objects if o.category not in NOT_KEY]
    keys = [o for o in candidates if o.importance >= KEY_IMPORTANCE
            or (o.label is not None and o.support in ("floor", "wall", "ceiling"))]
    if keys:
        return keys
    ranked = sorted(candidates, key=lambda o: -o.importance)  # stable: plan order on ties
    return ranked[:KEY_TOP_N]


class MeshMetrics(Frozen):
    """Counts for reports and logs; see the module docstring for what each one counts."""

    objects: int = Field(default=0, ge=0)  # placed objects checked
    colliding: int = Field(default=0, ge=0)
    out_of_bounds: int = Field(default=0, ge=0)
    floating: int = Field(default=0, ge=0)
    framed_fraction: float = Field(default=1.0, ge=0.0, le=1.0)  # by the scene camera
    framed_any_view: float = Field(default=1.0, ge=0.0, le=1.0)  # by some view
    views: int = Field(default=1, ge=1, le=MAX_VIEWS)
    seconds: float = Field(default=0.0, ge=0.0)
    unstable: int = Field(default=0, ge=0)
    simulated: int = Field(default=0, ge=0)  # free bodies the physics check simulated
    stable_fraction: float = Field(default=1.0, ge=0.0, le=1.0)
    physics_seconds: float = Field(default=0.0, ge=0.0)


class MeshReport(Frozen):
    """Findings of the mesh-level checks plus their metrics."""

    findings: tuple[Finding, ...] = ()
    metrics: MeshMetrics = MeshMetrics()

    @classmethod
    def from_findings(cls, findings: Iterable[Finding], *, objects: int,
                      framed_fraction: float = 1.0, seconds: float = 0.0, simulated: int = 0,
                      physics_seconds: float = 0.0) -> MeshReport:
        """Build the report, counting the metrics from the findings (`simulated`: the free
        bodies the physics check simulated, 0 when it did not run)."""
        findings = tuple(findings)
        framed = round(min(max(framed_fraction, 0.0), 1.0), 4)
        unstable = len(_involved(findings, {"unstable"}))
        simulated = max(simulated, unstable)
        return cls(findings=findings, metrics=MeshMetrics(
            objects=objects,
            colliding=len(_involved(findings, {"overlap"})),
            out_of_bounds=len(_involved(findings, {"out_of_bounds"})),
            floating=len(_involved(findings, {"floating", "missing_support"})),
            framed_fraction=framed,
            framed_any_view=framed,
            seconds=round(max(seconds, 0.0), 4),
            unstable=unstable,
            simulated=simulated,
            stable_fraction=round(1.0 - unstable / simulated, 4) if simulated else 1.0,
            physics_seconds=round(max(physics_seconds, 0.0), 4),
        ))

    def with_stability(self, findings: Iterable[Finding], *, simulated: int,
                       seconds: float) -> MeshReport:
        """The report with the physics check's findings (`unstable`) and counts added."""
        m = self.metrics
        report = MeshReport.from_findings(
            self.findings + tuple(findings), objects=m.objects, framed_fraction=m.framed_fraction,
            seconds=m.seconds, simulated=simulated, physics_seconds=seconds)
        return report.model_copy(update={"metrics": report.metrics.model_copy(
            update={"views": m.views, "framed_any_view": m.framed_any_view})})

    def with_second_view(self, shown: Collection[str], *, keys: int, name: str) -> MeshReport:
        """The report once a second view (`name`, its file) frames `shown`, key objects the
        scene camera missed: their `unframed` warnings become notes saying where they are."""
        shown = set(shown)
        findings = tuple(
            f.model_copy(update={"severity": "info",
                                 "message": f"{f.message}; the second view ({name}) shows it"})
            if f.code == "unframed" and f.objects and set(f.objects) <= shown else f
            for f in self.findings)
        any_view = self.metrics.framed_fraction + len(shown) / keys if keys else 1.0
        return self.model_copy(update={"findings": findings, "metrics": self.metrics.model_copy(
            update={"views": 2, "framed_any_view": round(min(any_view, 1.0), 4)})})

    @property
    def errors(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.severity == "error")

    @property
    def ok(self) -> bool:
        """True when nothing blocks a render (warnings, such as `unframed`, do not)."""
        return not self.errors

    def summary(self) -> str:
        """One line for logs: '0 colliding, 0 out of bounds, 0 floating, 0 of 24 unstable
        (0.21 s of physics), 100% framed (0.12 s)' (unstable only when the physics ran)."""
        m = self.metrics
        views = f", {m.framed_any_view:.0%} in {m.views} views" if m.views > 1 else ""
        physics = (f"{m.unstable} of {m.simulated} unstable "
                   f"({m.physics_seconds:.2f} s of physics), ") if m.simulated else ""
        return (f"{m.colliding} colliding, {m.out_of_bounds} out of bounds, "
                f"{m.floating} floating, {physics}{m.framed_fraction:.0%} framed{views} "
                f"({m.seconds:.2f} s)")


def _involved(findings: tuple[Finding, ...], codes: set[str]) -> set[str]:
    """Ids named by findings with one of `codes` (for overlap: both objects of each pair)."""
    ids: set[str] = set()
    for finding in findings:
        if finding.code not in codes:
            continue
        if finding.code == "overlap":
            ids.update(finding.objects)
        elif finding.objects:
            ids.add(finding.objects[0])  # the object itself, not the support it names
    return ids
