"""PLACEHOLDER: filled in by the family work of issue 14, seventh step."""

from __future__ import annotations

from agents.geometry.families.base import Family

FAMILIES: tuple[Family, ...] = ()
