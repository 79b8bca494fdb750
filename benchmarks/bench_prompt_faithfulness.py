"""Prompt faithfulness, object counts: SceneEval-format annotations against our scenes, and
relation specifications (OORel, OARel) against where the objects stand.

Run: .venv/bin/python benchmarks/bench_prompt_faithfulness.py --annotations PATH
         [--categories type_diversity,object_density,themed_scenes] [--show 15]

PATH is a CSV in the SceneEval annotation format (`ID, Description, ObjCount, ...`), such as
`annotations_single_room.csv` of the public repository nepfaff/LayoutVLM. It is not shipped
with this project (that file carries no licence); see docs/faithfulness-notes.md. By default
only the rows we may tune on are scored; `SceneEval-100` rows (the field's test set) are scored
only when asked for by name, and must never be tuned on.

Each prompt goes through the offline planner and the layout solver (data level, no Blender),
and each object-count specification (`eq,2,nightstand`, `ge,1,lamp`, `gt,0,rug`) is checked
against the objects the solved scene holds. Prints the share of specifications met, the share
of scenes meeting all of theirs, and the annotated categories that no object of ours ever
answered (what the vocabulary lacks), the share of relation specifications our scenes meet
(the annotation's relation words mapped onto the checks of agents/spatial_validator/relations.py;
a word we do not map is left out of the total, as SceneEval skips what its model cannot map),
and what became of the prompts' nouns.

Matching a scene object to an annotated category is a fixed rule, where SceneEval asks a
vision-language model; like SceneEval's matcher, it gives each object one category at most,
the one it answers best: the prompt's own noun the object was made for (its label), then a
name of its kind ("couch" for sofa), then the same head noun either way ("dining_chair" is a
chair, a coffee table a "table"). It is the same rule for every prompt and is stated here so
the figure can be read for what it is.
"""

from __future__ import annotations

import argparse
import csv
import operator
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from agents.geometry.boxes import box_of, support_chain
from agents.geometry.families import FAMILIES
from agents.geometry.layout import solve_layout
from agents.geometry.predicates import landmark_holds, openings_of, pair_holds
from agents.prompt_interpreter.offline_planner import plan_offline
from agents.prompt_interpreter.vocabulary import OBJECT_WORDS
from agents.prompt_interpreter.words import singular
from orchestrator.schema.scene import PlacedObject, Scene

# the public file's rows we may tune on, and our own (benchmarks/data/own_prompts.csv, and
# dev_prompts.csv, dev2_prompts.csv: sets written later, to see how the grammar generalises;
# check_prompts.csv, category voxel_weaver_check, is held back: reported, never tuned on)
TUNING_SETS = ("type_diversity", "object_density", "themed_scenes", "voxel_weaver",
               "voxel_weaver_dev", "voxel_weaver_dev2", "voxel_weaver_dev3",
               "voxel_weaver_dev4", "voxel_weaver_dev5", "voxel_weaver_dev6",
               "voxel_weaver_dev7", "voxel_weaver_dev8", "voxel_weaver_dev9",
               "voxel_weaver_dev10", "voxel_weaver_dev11",
               "voxel_weaver_dev12", "voxel_weaver_dev13",
               "voxel_weaver_dev14", "voxel_weaver_dev15", "voxel_weaver_dev16")
COMPARE: dict[str, Callable[[int, int], bool]] = {
    "eq": operator.eq, "ge": operator.ge, "gt": operator.gt, "le": operator.le,
    "lt": operator.lt}


@dataclass(frozen=True)
class CountSpec:
    compare: str
    number: int
    category: str

    def met(self, have: int) -> bool:
        return COMPARE[self.compare](have, self.number)


def parse_counts(field: str) -> list[CountSpec]:
    specs = []
    for piece in (p.strip() for p in field.split(";")):
        if not piece:
            continue
        compare, number, category = (part.strip() for part in piece.split(",", 2))
        specs.append(CountSpec(compare, int(number), category.lower()))
    return specs


def _words(name: str) -> str:
    """A name as plain words: "potter's wheel", "potters_wheel" and "Potters wheel" alike,
    "fiddle-leaf fig" as "fiddle leaf fig"."""
    plain = name.lower().replace("_", " ").replace("-", " ").replace("'", "")
    return " ".join(plain.replace("\u2019", "").split())


def _singular(words: str) -> str:
    """The name with its last word in the singular ("wine glasses" -> "wine glass"); a word
    already singular is kept ("glass")."""
    *rest, last = words.split() or [""]
    return " ".join([*rest, singular(last) or last])


def names_of(category: str, label: str | None = None) -> set[str]:
    """What an object of our `category` may be called: its own name, its vocabulary and the
    family's names, and the prompt's noun it was made for (its label)."""
    family = FAMILIES.get(category)
    return {_words(category), *(_words(p) for p in OBJECT_WORDS.get(category, ())),
            *(_words(n) for n in (family.names if family else ())),
            *((_words(label),) if label else ())}


COLLECTIVE_HEADS = frozenset({"stack", "pile", "set", "pair", "bunch", "row", "heap", "box",
                              "bundle", "collection", "group"})


def _head(name: str) -> str:
    """The head noun of a name: "bowl of fruit" is a bowl, but "stack of books" books."""
    first, _, rest = name.partition(" of ")
    head = first.split()[-1] if first.split() else name
    return rest.split()[-1] if rest and head in COLLECTIVE_HEADS else head


def closeness(ours: str, annotated: str, label: str | None = None,
              attributes: tuple[str, ...] = ()) -> int:
    """How well an object of our category (made for the prompt's noun `label`) answers an
    annotated category: 3 the prompt's own noun, 2 one of its names, 1 the head noun either
    way ("dining_chair" is a chair; a coffee table is a "table") or a name ending in it, 0
    not at all."""
    wanted = _singular(_words(annotated))
    if label is not None and _singular(_words(label)) == wanted:
        return 3
    names = {_singular(n) for n in names_of(ours, label)}
    heads = {_head(n) for n in names}
    # (the prompt's noun with one of its words for the thing: "a high-back leather chair",
    # made for the noun "chair", is a "leather chair")
    described = {_singular(_words(f"{a} {label}")) for a in attributes} if label else set()
    if wanted in names or wanted in described:
        return 2
    # (and a name that is the annotated noun with a word before it: a "hanging punching bag"
    # is a punching bag)
    return int(wanted.split()[-1] in names or wanted in heads
               or any(n.endswith(f" {wanted}") for n in names))


def assign(scene: Scene, categories: list[str]) -> dict[str, str]:
    """Each object -> the one annotated category it answers best (as SceneEval's matcher gives
    each object one category), if any."""
    found = {}
    for obj in scene.objects:
        score, best = max(((closeness(obj.category, c, obj.label, obj.attributes), c)
                           for c in categories), default=(0, ""))
        if score > 0:
            found[obj.id] = best
    return found


# the annotation's relation words -> the relations our validator checks
OO_WORDS = {"on": "on", "within": "inside", "inside": "inside", "in": "inside", "near": "near",
            "nearby": "near", "next": "next_to", "next_to": "next_to", "adjacent": "next_to",
            "beside": "next_to", "surround": "around", "around": "around",
            "front": "in_front_of", "face": "facing", "facing": "facing", "above": "above",
            "below": "under", "beneath": "under", "under": "under", "left": "left_of",
            "right": "right_of", "across": "across_from", "behind": "behind",
            "outside": "outside", "between": "near", "long_side": "next_to",
            "short_side": "next_to", "at_the_foot": "next_to", "middle_of": "near"}
OA_WORDS = {"against": "against", "corner": "corner", "middle": "middle", "center": "middle",
            "hang": "ceiling", "near": "near", "next": "near", "next_to": "near",
            "beside": "near", "across": "across_from", "far": "far", "on": "on"}


# relations one thing holds another by: the annotations name the holder first, and some use
# the index to say which of two holders ("eq,1,on,1,nightstand,alarm_clock": the clock on the
# second nightstand, in a prompt with two); SceneEval's matcher (a language model) names the
# anchor by meaning, whatever the index (its own worked example reads "beneath - objects:
# box, bed, with the object with index: 0 being the anchor" with the bed as the anchor). So
# an index of 1 to the smaller of two things is read as the holder first named
HOLDING_RELATIONS = frozenset({"on", "inside"})


def _spread(objects: list[PlacedObject]) -> float:
    """The largest footprint (m²) among the objects; 0 for none."""
    return max((o.size[0] * o.size[1] for o in objects), default=0.0)


def relation_met(scene: Scene, spec: str, assigned: dict[str, str]) -> bool | None:
    """One OORel / OARel specification against the scene; None for a word we do not map."""
    parts = [p.strip() for p in spec.split(",")]
    compare, number, word = parts[0], int(parts[1]), parts[2].lower()
    boxes = {o.id: box_of(o) for o in scene.objects}

    def _matching(scene: Scene, category: str) -> list[PlacedObject]:
        return [o for o in scene.objects if assigned.get(o.id) == _singular(_words(category))]

    if len(parts) >= 6 and parts[3].lstrip("-").isdigit():  # object-object
        relation = OO_WORDS.get(word)
        if relation is None:
            return None
        refs = [r.split(":")[0].lower() for r in parts[4:]]
        index = int(parts[3]) if int(parts[3]) >= 0 else 0
        if relation in HOLDING_RELATIONS and len(refs) == 2 and index == 1 \
                and _spread(_matching(scene, refs[0])) > _spread(_matching(scene, refs[1])):
            index = 0  # "on,1,nightstand,alarm_clock": the nightstand holds the clock
        anchors = _matching(scene, refs[index])
        subject_refs = [r for k, r in enumerate(refs) if k != index]
        by_id = {o.id: o for o in scene.objects}

        def holds(s: PlacedObject, a: PlacedObject) -> bool:
            return a.id != s.id and pair_holds(relation, s, a, boxes[s.id], boxes[a.id],
                                               support_chain(s, by_id))

        def held(category: str) -> int:
            return sum(1 for s in _matching(scene, category) if any(holds(s, a) for a in anchors))

        if word in ("surround", "between") and len(subject_refs) > 1:
            # one group relation of named members (chair:0, chair:1, or sofa, tv): each
            # member, once; "eq,4,surround,0,table,chair" counts the chairs round the table
            members = Counter(subject_refs)
            have = int(all(held(category) >= need for category, need in members.items()))
        elif subject_refs and _singular(_words(subject_refs[0])) == _singular(
                _words(refs[index])):
            # a relation within one kind ("two sofas facing each other": eq,1,face,0,sofa,
            # sofa) counts pairs: the two sofas facing each other are one instance, not two
            have = len({frozenset((s.id, a.id)) for s in anchors for a in anchors
                        if holds(s, a)})
        else:
            have = held(subject_refs[0]) if subject_refs else 0
        return COMPARE[compare](have, number)
    relation = OA_WORDS.get(word)
    if relation is None or len(parts) < 5:
        return None
    subjects, arch = _matching(scene, parts[3].lower()), parts[4].lower()
    if relation == "on":
        relation = {"wall": "on_wall", "ceiling": "ceiling", "floor": "on_floor"}.get(arch)
        if relation is None:
            return None
    if relation == "near" and arch == "wall":
        relation = "against"
    openings = openings_of(scene)
    landmark = arch if arch in ("door", "window") else None
    if relation == "far":
        have = sum(1 for s in subjects if not landmark_holds(
            "near", landmark, s, boxes[s.id], scene.room, openings))
    else:
        have = sum(1 for s in subjects if landmark_holds(
            relation, landmark, s, boxes[s.id], scene.room, openings))
    return COMPARE[compare](have, number)


def score(rows: list[dict[str, str]]) -> dict[str, object]:
    met = total = scenes_all = 0
    relations_met = relations_total = 0
    by_word: dict[str, Counter[bool]] = {}
    nouns: Counter[str] = Counter()
    never: Counter[str] = Counter()
    failures: list[str] = []
    t0 = time.perf_counter()
    for index, row in enumerate(rows):
        plan = plan_offline(row["Description"], index)
        scene, _ = solve_layout(plan)
        specs = parse_counts(row["ObjCount"])
        assigned = assign(scene, sorted({_singular(_words(s.category)) for s in specs}))
        per_category = Counter(assigned.values())
        ok_all = True
        for spec in specs:
            have = per_category[_singular(_words(spec.category))]
            ok = spec.met(have)
            met += ok
            total += 1
            ok_all &= ok
            if not ok:
                failures.append(f"row {row['ID']}: {spec.compare},{spec.number},"
                                f"{spec.category} -> {have}")
                if have == 0:
                    never[spec.category] += 1
        scenes_all += ok_all
        for field in ("OORel", "OARel"):
            for spec_text in filter(None, (p.strip() for p in (row.get(field) or "").split(";"))):
                ok = relation_met(scene, spec_text, assigned)
                if ok is not None:
                    relations_met += ok
                    relations_total += 1
                    word = spec_text.split(",")[2].strip().lower()
                    by_word.setdefault(f"{field[:2]} {word}", Counter())[ok] += 1
                    if not ok:
                        failures.append(f"row {row['ID']}: relation {spec_text}")
        nouns.update(n.outcome for n in plan.nouns)
    return {"rows": len(rows), "met": met, "total": total, "scenes_all": scenes_all,
            "never": never, "failures": failures, "seconds": time.perf_counter() - t0,
            "relations_met": relations_met, "relations_total": relations_total,
            "by_word": by_word, "nouns": nouns}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--annotations", type=Path, required=True, action="append",
                        help="an annotation CSV (give it more than once for several)")
    parser.add_argument("--categories", default=",".join(TUNING_SETS),
                        help="comma list of the CSV's Category values to score")
    parser.add_argument("--show", type=int, default=15, help="failures and gaps to list")
    args = parser.parse_args()
    wanted = {c.strip() for c in args.categories.split(",") if c.strip()}
    rows = []
    for path in args.annotations:
        with path.open(newline="", encoding="utf-8") as handle:
            rows += [r for r in csv.DictReader(handle) if r.get("Category") in wanted]
    if not rows:
        raise SystemExit(f"no rows of categories {sorted(wanted)} in "
                         f"{', '.join(map(str, args.annotations))}")
    result = score(rows)
    met, total, scenes, n = (result["met"], result["total"], result["scenes_all"],
                             result["rows"])
    assert isinstance(met, int) and isinstance(total, int) and isinstance(scenes, int)
    assert isinstance(n, int)
    print(f"rows: {n} ({', '.join(sorted(wanted))})")
    print(f"object-count specifications met: {met}/{total} = {met / max(total, 1):.1%} "
          f"(target >= 90%)")
    print(f"scenes meeting all of theirs: {scenes}/{n} = {scenes / max(n, 1):.1%} "
          f"(target >= 70%)")
    rel_met, rel_total = result["relations_met"], result["relations_total"]
    assert isinstance(rel_met, int) and isinstance(rel_total, int)
    print(f"relations satisfied: {rel_met}/{rel_total} = {rel_met / max(rel_total, 1):.1%} "
          f"(target >= 80%)")
    by_word = result["by_word"]
    assert isinstance(by_word, dict)
    print("  by relation word (met/total): " + ", ".join(
        f"{word} {c[True]}/{c[True] + c[False]}"
        for word, c in sorted(by_word.items(), key=lambda kv: -sum(kv[1].values()))))
    nouns = result["nouns"]
    assert isinstance(nouns, Counter)
    print(f"prompt nouns ({sum(nouns.values())}): " + ", ".join(
        f"{outcome} {nouns[outcome]}" for outcome in ("made", "approximated", "fewer",
                                                       "not_made", "left_out")))
    never = result["never"]
    assert isinstance(never, Counter)
    print(f"annotated categories with no object of ours ({len(never)}): "
          + ", ".join(f"{c} ({k})" for c, k in never.most_common(args.show)))
    failures = result["failures"]
    assert isinstance(failures, list)
    for line in failures[: args.show]:
        print("  unmet", line)
    print(f"plan + layout: {result['seconds']:.2f} s for {n} prompts")


if __name__ == "__main__":
    main()
