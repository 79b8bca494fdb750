"""Offices and classrooms: boards, desks, lockers, lecterns."""

from __future__ import annotations

import itertools

from agents.geometry.families._tidy import pair, tidy
from agents.geometry.families.base import Family, family
from orchestrator.schema.blueprint import Part, box, cylinder, soft_box


def _board(surface: str, frame: str, marks: str,
           tray_items: tuple[tuple[float, float, str], ...]) -> tuple[Part, ...]:
    """A framed writing board on the wall, a ledge under it and something written on it."""
    return (
        box((-0.49, 0.3, 0.06), (0.49, 0.5, 0.98), surface),
        box((-0.5, 0.1, 0.96), (0.5, 0.5, 1.0), frame),  # frame
        box((-0.5, 0.1, 0.04), (0.5, 0.5, 0.08), frame),
        *pair(box((-0.5, 0.1, 0.04), (-0.48, 0.5, 1.0), frame)),
        box((-0.45, -0.5, 0.0), (0.45, 0.5, 0.03), frame),  # ledge
        box((-0.45, -0.5, 0.03), (0.45, -0.42, 0.05), frame),
        box((-0.4, 0.28, 0.8), (0.1, 0.3, 0.83), marks),  # writing
        box((-0.4, 0.28, 0.7), (0.25, 0.3, 0.72), marks),
        box((-0.4, 0.28, 0.6), (-0.05, 0.3, 0.62), marks),
        box((0.18, 0.28, 0.35), (0.38, 0.3, 0.37), marks),  # a little diagram
        box((0.18, 0.28, 0.35), (0.2, 0.3, 0.55), marks),
        box((-0.35, 0.28, 0.3), (0.0, 0.3, 0.32), marks),
        *(box((x, -0.4, 0.03), (x + w, -0.1, 0.06), slot) for x, w, slot in tray_items),
    )


def _locker_door(x0: float, width: float) -> tuple[Part, ...]:
    """One locker door from x0: the door, two vent slots near its top and a handle."""
    x0, x1 = x0 + 0.004, x0 + width - 0.004
    return (
        box((x0, -0.46, 0.06), (x1, -0.4, 0.98), "accent"),
        box((x0 + 0.05, -0.48, 0.84), (x1 - 0.05, -0.46, 0.86), "dark_plastic"),
        box((x0 + 0.05, -0.48, 0.88), (x1 - 0.05, -0.46, 0.9), "dark_plastic"),
        box((x1 - 0.06, -0.49, 0.48), (x1 - 0.04, -0.46, 0.58), "chrome"),
    )


def _drawers(x0: float, x1: float, y: float, zs: tuple[float, ...], face: str,
             pull: str) -> tuple[Part, ...]:
    """Drawer fronts (between consecutive heights) on the face at `y`, each with a pull."""
    parts: list[Part] = []
    side = -1.0 if y < 0 else 1.0
    for z0, z1 in itertools.pairwise(zs):
        yo, yi = sorted((y, y + side * 0.02))
        parts.append(box((x0, yo, z0 + 0.005), (x1, yi, z1 - 0.005), face))
        py = sorted((y + side * 0.02, y + side * 0.035))
        mid = (x0 + x1) / 2
        parts.append(box((mid - 0.06, py[0], z1 - 0.06), (mid + 0.06, py[1], z1 - 0.035), pull))
    return tuple(parts)


# notes pinned to a cork board: x, z, width, height, slot
_NOTES = ((-0.4, 0.55, 0.2, 0.3, "paper"), (-0.15, 0.6, 0.15, 0.25, "accent"),
          (0.08, 0.5, 0.3, 0.36, "paper"), (-0.38, 0.12, 0.25, 0.32, "toy_lid"),
          (-0.05, 0.15, 0.2, 0.28, "paper"), (0.22, 0.12, 0.15, 0.2, "ivory"))

FAMILIES: tuple[Family, ...] = tidy((
    family("whiteboard", (1.8, 0.1, 1.2), "wall_mounted", _board(
        "ivory", "aluminium", "accent",
        ((-0.4, 0.05, "red"), (-0.33, 0.05, "dark_plastic"), (-0.26, 0.05, "accent"),
         (0.2, 0.1, "dark_plastic"))),
        names=("whiteboard", "white board", "dry erase board", "dry-erase board",
               "marker board", "dry wipe board"), jitter=0.12, mount_centre=1.45),
    family("chalkboard", (1.8, 0.1, 1.2), "wall_mounted", _board(
        "dark_plastic", "wood", "paper",
        ((-0.4, 0.04, "paper"), (-0.34, 0.03, "paper"), (0.2, 0.1, "wood_alt"))),
        names=("chalkboard", "blackboard", "chalk board", "black board", "slate board",
               "greenboard"), jitter=0.12, mount_centre=1.45),
    family("bulletin_board", (1.0, 0.04, 0.7), "wall_mounted", (
        box((-0.47, 0.0, 0.04), (0.47, 0.5, 0.96), "canvas"),  # cork
        box((-0.5, -0.3, 0.94), (0.5, 0.5, 1.0), "wood"),  # frame
        box((-0.5, -0.3, 0.0), (0.5, 0.5, 0.06), "wood"),
        *pair(box((-0.5, -0.3, 0.0), (-0.46, 0.5, 1.0), "wood")),
    ), names=("bulletin board", "cork board", "corkboard", "pin board", "pinboard",
              "notice board", "message board"), jitter=0.12,
        contents=(  # its own notes and pins, while nothing the prompt names is pinned there
            *(box((x, -0.1, z), (x + w, 0.0, z + h), slot) for x, z, w, h, slot in _NOTES),
            *(cylinder((x, -0.5, z), (x + 0.02, -0.1, z + 0.03), "red", axis="y")
              for x, z in ((-0.31, 0.8), (-0.08, 0.8), (0.22, 0.82), (-0.26, 0.4),
                           (0.04, 0.39), (0.29, 0.28))),
        )),
    family("lectern", (0.6, 0.5, 1.2), "floor", (
        box((-0.5, -0.5, 0.0), (0.5, 0.5, 0.04), "wood"),  # base
        box((-0.4, -0.3, 0.04), (0.4, 0.4, 0.82), "wood"),  # body
        box((-0.3, -0.32, 0.4), (0.3, -0.3, 0.72), "wood_alt"),  # front panel
        box((-0.5, -0.45, 0.82), (0.5, 0.45, 0.88), "wood"),  # head
        box((-0.5, -0.45, 0.88), (0.5, -0.15, 1.0), "wood"),  # reading desk, sloping back
        box((-0.5, -0.16, 0.88), (0.5, 0.14, 0.95), "wood"),
        box((-0.5, 0.13, 0.88), (0.5, 0.45, 0.91), "wood"),
        box((-0.2, -0.1, 0.95), (0.2, 0.12, 0.955), "paper"),  # notes
        cylinder((0.32, -0.32, 0.9), (0.35, -0.29, 1.0), "dark_plastic"),  # microphone
    ), names=("lectern", "podium", "speaker's stand", "rostrum", "pulpit", "speaking podium"),
        clearance=0.6),
    family("reception_desk", (2.2, 0.9, 1.1), "floor", (
        box((-0.5, -0.45, 0.0), (0.5, -0.3, 0.95), "wood"),  # front panel
        box((-0.5, -0.5, 0.95), (0.5, 0.05, 1.0), "countertop"),  # transaction ledge
        box((-0.15, -0.47, 0.45), (0.15, -0.45, 0.75), "accent"),  # logo panel
        *pair(box((-0.5, -0.3, 0.0), (-0.46, 0.5, 0.68), "wood")),  # sides
        box((-0.46, -0.3, 0.64), (0.46, 0.5, 0.68), "wood_alt"),  # work surface
        box((0.2, -0.28, 0.0), (0.44, 0.45, 0.64), "wood"),  # drawer pedestal
        box((-0.1, 0.08, 0.68), (-0.06, 0.12, 0.8), "dark_plastic"),  # monitor, facing the clerk
        box((-0.25, 0.12, 0.78), (0.09, 0.15, 0.93), "dark_plastic"),
        box((-0.24, 0.15, 0.79), (0.08, 0.16, 0.92), "screen"),
    ), names=("reception desk", "front desk", "reception counter", "welcome desk",
              "check-in desk", "concierge desk", "information desk"), surface_frac=1.0,
        clearance=1.0, companions=("office_chair",),
        keep_clear=((-0.5, 0.05, 0.5, 0.5),)),  # its top is the ledge; the clerk's side is lower
    family("conference_table", (3.6, 1.2, 0.75), "floor", (
        box((-0.5, -0.5, 0.94), (0.5, 0.5, 1.0), "wood"),  # top
        *pair(box((-0.34, -0.18, 0.05), (-0.28, 0.18, 0.94), "legs")),  # pedestals
        *pair(box((-0.36, -0.38, 0.0), (-0.26, 0.38, 0.05), "legs")),  # their feet
        box((-0.28, -0.03, 0.7), (0.28, 0.03, 0.78), "legs"),  # beam
        box((-0.06, -0.1, 0.88), (0.06, 0.1, 0.94), "dark_plastic"),  # cable box
    ), names=("conference table", "meeting table", "boardroom table", "board table",
              "long meeting table", "conference room table"), surface_frac=1.0,
        clearance=0.7, jitter=0.05),
    family("school_desk", (0.65, 1.05, 0.76), "floor", (
        box((-0.5, -0.5, 0.94), (0.5, -0.04, 1.0), "wood"),  # desk top
        box((-0.45, -0.47, 0.74), (0.45, -0.07, 0.78), "metal"),  # book tray
        *(cylinder((x, -0.46, 0.0), (x + 0.05, -0.41, 0.94), "metal")
          for x in (-0.46, 0.41)),  # front legs
        *(cylinder((x, -0.12, 0.0), (x + 0.05, -0.07, 0.94), "metal")
          for x in (-0.46, 0.41)),  # rear desk legs
        *pair(box((-0.47, -0.48, 0.0), (-0.4, 0.48, 0.04), "metal")),  # floor runners
        *(cylinder((x, y, 0.03), (x + 0.05, y + 0.05, 0.54), "metal")
          for x in (-0.46, 0.41) for y in (0.1, 0.4)),  # chair legs
        box((-0.42, 0.06, 0.52), (0.42, 0.44, 0.57), "accent"),  # seat
        *pair(box((-0.4, 0.42, 0.56), (-0.35, 0.47, 0.9), "metal")),  # back posts
        box((-0.42, 0.41, 0.66), (0.42, 0.48, 0.92), "accent"),  # backrest
    ), names=("school desk", "student desk", "classroom desk", "pupil desk",
              "desk chair combo", "school desk and chair"), surface_frac=1.0,
        keep_clear=((-0.5, -0.04, 0.5, 0.5),)),  # its top is the front half; its seat behind
    family("teachers_desk", (1.5, 0.75, 0.76), "floor", (
        box((-0.5, -0.5, 0.94), (0.5, 0.5, 1.0), "wood"),  # top
        *pair(box((-0.48, -0.45, 0.04), (-0.16, 0.45, 0.94), "wood")),  # pedestals
        *pair(box((-0.47, -0.44, 0.0), (-0.17, 0.44, 0.04), "wood_alt")),  # plinths
        box((-0.16, -0.45, 0.35), (0.16, -0.41, 0.94), "wood"),  # modesty panel
        *_drawers(-0.46, -0.18, 0.45, (0.04, 0.34, 0.64, 0.94), "wood_alt", "metal"),
        *_drawers(0.18, 0.46, 0.45, (0.04, 0.49, 0.94), "wood_alt", "metal"),
        *pair(box((-0.46, -0.47, 0.08), (-0.18, -0.45, 0.9), "wood_alt")),  # front panels
    ), names=("teacher's desk", "teachers desk", "teacher desk", "executive desk",
              "pedestal desk", "office desk", "headmaster's desk"), surface_frac=1.0,
           companions=("office_chair",)),
    family("lockers", (1.2, 0.45, 1.85), "wall", (
        box((-0.5, -0.4, 0.0), (0.5, 0.5, 1.0), "aluminium"),  # carcass
        box((-0.49, -0.44, 0.0), (0.49, -0.4, 0.05), "dark_plastic"),  # plinth
        *(part for i in range(4) for part in _locker_door(-0.49 + i * 0.245, 0.245)),
    ), names=("locker", "lockers", "row of lockers", "school locker", "metal locker",
              "gym locker"), clearance=0.8, jitter=0.04, surface_frac=1.0),
    family("cubicle", (1.6, 1.5, 1.4), "wall", (
        box((-0.495, 0.46, 0.0), (0.495, 0.495, 0.96), "fabric"),  # back panel
        *pair(box((-0.495, -0.45, 0.0), (-0.47, 0.46, 0.96), "fabric")),  # side panels
        box((-0.5, 0.455, 0.955), (0.5, 0.5, 1.0), "aluminium"),  # frame caps
        *pair(box((-0.5, -0.45, 0.955), (-0.465, 0.5, 1.0), "aluminium")),
        *pair(box((-0.5, -0.46, 0.0), (-0.465, -0.43, 1.0), "aluminium")),  # ends
        box((-0.47, 0.08, 0.5), (0.47, 0.46, 0.54), "wood"),  # L-shaped work surface
        box((-0.47, -0.43, 0.5), (-0.2, 0.08, 0.54), "wood"),
        box((0.2, 0.12, 0.0), (0.44, 0.45, 0.49), "cabinet"),  # drawer pedestal
        box((-0.45, 0.32, 0.74), (0.15, 0.46, 0.86), "cabinet"),  # overhead bin
        box((0.25, 0.44, 0.62), (0.38, 0.46, 0.8), "paper"),  # notes pinned up
        box((0.4, 0.44, 0.66), (0.46, 0.46, 0.74), "accent"),
    ), names=("cubicle", "office cubicle", "cubicle partition", "cubicle workstation",
              "office partition", "work cubicle"), surface_frac=0.54),
    family("paper_shredder", (0.38, 0.28, 0.62), "floor", (
        *(cylinder((x, y, 0.0), (x + 0.1, y + 0.1, 0.04), "rubber")
          for x in (-0.44, 0.34) for y in (-0.44, 0.34)),  # casters
        box((-0.48, -0.48, 0.04), (0.48, 0.48, 0.78), "dark_plastic"),  # bin
        box((-0.3, -0.485, 0.1), (0.3, -0.47, 0.35), "paper"),  # shreds behind the window
        box((-0.32, -0.5, 0.08), (0.32, -0.49, 0.62), "glass"),  # window
        soft_box((-0.5, -0.5, 0.77), (0.5, 0.5, 0.97), "dark_plastic"),  # cutting head
        box((-0.38, -0.1, 0.96), (0.38, 0.1, 0.985), "aluminium"),  # feed plate
        box((-0.34, -0.015, 0.98), (0.34, 0.015, 1.0), "screen"),  # paper slot
        cylinder((0.3, -0.35, 0.96), (0.4, -0.25, 0.99), "accent"),  # switch
    ), names=("paper shredder", "shredder", "document shredder", "office shredder")),
    family("stacking_chair", (0.48, 0.52, 0.82), "floor", (
        *(cylinder((x, y, 0.0), (x + 0.06, y + 0.06, 0.55), "metal")
          for x in (-0.46, 0.4) for y in (-0.44, 0.3)),  # legs
        soft_box((-0.48, -0.48, 0.52), (0.48, 0.36, 0.58), "accent"),  # shell seat
        *pair(cylinder((-0.44, 0.32, 0.56), (-0.38, 0.38, 0.82), "metal")),  # back struts
        soft_box((-0.46, 0.33, 0.62), (0.46, 0.43, 1.0), "accent"),  # shell back
    ), names=("stacking chair", "stackable chair", "classroom chair", "school chair",
              "plastic chair", "student chair"),
        surface_frac=0.58, keep_clear=((-0.5, 0.3, 0.5, 0.5),)),  # the seat before its back
    family("flip_chart", (0.7, 0.6, 1.85), "floor", (
        *pair(box((-0.45, -0.2, 0.0), (-0.41, -0.14, 0.95), "aluminium")),  # front legs
        box((-0.02, 0.32, 0.0), (0.02, 0.5, 0.34), "aluminium"),  # back leg, in steps
        box((-0.02, 0.12, 0.32), (0.02, 0.34, 0.66), "aluminium"),
        box((-0.02, -0.14, 0.64), (0.02, 0.14, 0.96), "aluminium"),
        box((-0.42, -0.14, 0.45), (0.42, -0.1, 0.93), "ivory"),  # board
        box((-0.44, -0.36, 0.42), (0.44, -0.1, 0.45), "aluminium"),  # tray
        box((-0.4, -0.24, 0.47), (0.4, -0.14, 0.93), "paper"),  # pad
        box((-0.44, -0.27, 0.92), (0.44, -0.1, 0.96), "aluminium"),  # clamp
        box((-0.03, -0.17, 0.95), (0.03, -0.12, 1.0), "aluminium"),  # post
        box((-0.3, -0.25, 0.8), (0.2, -0.24, 0.83), "red"),  # writing
        box((-0.3, -0.25, 0.7), (0.3, -0.24, 0.72), "toy_lid"),
        box((-0.3, -0.25, 0.6), (0.05, -0.24, 0.62), "toy_lid"),
        box((-0.3, -0.25, 0.5), (0.15, -0.24, 0.52), "toy_lid"),
        cylinder((0.2, -0.34, 0.45), (0.32, -0.3, 0.47), "red", axis="x"),  # marker
    ), names=("flip chart", "flipchart", "flip chart easel", "presentation easel",
              "paper easel", "flip board")),
    family("drafting_table", (1.1, 0.8, 1.0), "floor", (
        *(box((x, y, 0.0), (x + 0.05, y + 0.06, 0.78), "wood")
          for x in (-0.47, 0.42) for y in (-0.42, 0.36)),  # legs
        *pair(box((-0.47, -0.42, 0.1), (-0.42, 0.42, 0.14), "wood")),  # side stretchers
        box((-0.42, 0.36, 0.1), (0.42, 0.42, 0.14), "wood"),
        box((-0.47, -0.42, 0.72), (0.47, 0.42, 0.79), "wood"),  # frame under the board
        *(box((-0.5, -0.5 + i * 0.125, 0.79 + i * 0.02),
              (0.5, min(-0.36 + i * 0.125, 0.5), 0.84 + i * 0.02), "wood_alt")
          for i in range(8)),  # tilted board, in fine steps
        box((-0.5, -0.5, 0.79), (0.5, -0.46, 0.87), "wood"),  # pencil ledge
        *(box((-0.3, -0.5 + i * 0.125, 0.84 + i * 0.02),
              (0.2, -0.385 + i * 0.125, 0.844 + i * 0.02), "paper")
          for i in (2, 3, 4, 5)),  # the drawing, pinned on the board
        cylinder((0.25, -0.44, 0.84), (0.4, -0.4, 0.87), "accent", axis="x"),  # pencil
    ), names=("drafting table", "drawing table", "drafting desk", "architect's table",
              "draughtsman's table", "drawing board"), companions=("stool",)),
    family("standing_desk", (1.4, 0.7, 1.1), "wall", (
        box((-0.5, -0.5, 0.96), (0.5, 0.5, 1.0), "wood"),  # top
        *pair(box((-0.44, -0.45, 0.0), (-0.34, 0.45, 0.04), "dark_plastic")),  # feet
        *pair(box((-0.43, -0.07, 0.04), (-0.35, 0.07, 0.55), "dark_plastic")),  # columns
        *pair(box((-0.42, -0.05, 0.54), (-0.36, 0.05, 0.96), "metal")),
        box((-0.36, -0.03, 0.88), (0.36, 0.03, 0.94), "dark_plastic"),  # cross beam
        *pair(box((-0.45, -0.4, 0.93), (-0.33, 0.4, 0.96), "dark_plastic")),  # top arms
        box((0.3, -0.5, 0.92), (0.42, -0.44, 0.96), "dark_plastic"),  # height switch
    ), names=("standing desk", "sit-stand desk", "height adjustable desk", "stand-up desk",
              "adjustable desk", "sit stand desk"), surface_frac=1.0, clearance=0.8),
))
