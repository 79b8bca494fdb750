"""A response cache on disk: the same call twice costs one request.

The key is a sha256 over everything that decides the answer: model, system prompt, messages,
tools, tool choice, temperature and the run's seed. Entries are plain JSON files written
atomically, so a crash never leaves a half-written answer, and a damaged file is a miss.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Any

from orchestrator.schema.files import write_atomic

log = logging.getLogger("voxel_weaver.llm")


def cache_key(request: dict[str, Any]) -> str:
    canonical = json.dumps(request, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


class ResponseCache:
    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def _path(self, key: str) -> Path:
        return self.directory / key[:2] / f"{key}.json"

    def get(self, key: str) -> dict[str, Any] | None:
        path = self._path(key)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as exc:
            log.warning("ignoring a damaged cache entry %s: %s", path.name, exc)
            return None
        return data if isinstance(data, dict) else None

    def put(self, key: str, response: dict[str, Any]) -> None:
        path = self._path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(path, json.dumps(response, ensure_ascii=False))
        except OSError as exc:  # a full or read-only disk must not fail the run
            log.warning("could not cache an LLM response: %s", exc)
