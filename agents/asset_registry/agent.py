"""AssetRegistry: records scenes and their artifacts in SQLite, off the event loop."""

from __future__ import annotations

import asyncio
from pathlib import Path

from agents.asset_registry.store import ArtifactRecord, AssetStore
from orchestrator.agent import Agent
from orchestrator.messages import (
    Envelope,
    Payload,
    RegisterArtifacts,
    Registered,
    RegisterScene,
)


class AssetRegistryAgent(Agent):
    name = "asset_registry"
    log_prefix = "REGISTRY"

    def __init__(self, db_path: Path) -> None:
        super().__init__()
        self.db_path = db_path
        self._store: AssetStore | None = None

    async def start(self) -> None:
        self._store = await asyncio.to_thread(AssetStore, self.db_path)

    async def stop(self) -> None:
        if self._store is not None:
            self._store.close()

    @property
    def store(self) -> AssetStore:
        if self._store is None:
            raise RuntimeError("asset registry not started")
        return self._store

    async def handle(self, payload: Payload, envelope: Envelope) -> Payload:
        if isinstance(payload, RegisterScene):
            await asyncio.to_thread(self.store.register_scene, payload.run_id, payload.scene)
            self.log.info("registered scene %s (%d objects)", payload.run_id,
                          len(payload.scene.objects))
            return Registered(run_id=payload.run_id, rows=1 + len(payload.scene.objects))
        if isinstance(payload, RegisterArtifacts):
            records = [
                ArtifactRecord(kind=a.name, path=a.path, sha256=a.sha256, size_bytes=a.size_bytes)
                for a in payload.artifacts
            ]
            await asyncio.to_thread(self.store.add_artifacts, payload.run_id, records)
            await asyncio.to_thread(self.store.set_status, payload.run_id, payload.status)
            self.log.info("registered %d artifacts for %s", len(records), payload.run_id)
            return Registered(run_id=payload.run_id, rows=len(records))
        raise TypeError(f"{self.name} cannot handle {payload.kind!r}")
