"""AssetRegistry: records scenes in SQLite and their artifacts in a content-addressed
blob store, off the event loop."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from agents.asset_registry.describe import (
    description_call,
    offline_description,
    parse_description,
)
from agents.asset_registry.store import ArtifactRecord, AssetStore
from orchestrator.errors import LLMError, VoxelWeaverError
from orchestrator.llm import StageModel
from orchestrator.llm.calls import LLMResponse
from orchestrator.runtime.agent import Agent, fallback_for, handles
from orchestrator.runtime.envelope import Envelope
from orchestrator.schema.payloads import (
    DesignsFound,
    FindDesigns,
    RegisterArtifacts,
    Registered,
    RegisterScene,
)


class AssetRegistryAgent(Agent):
    name = "asset_registry"
    log_prefix = "REGISTRY"

    def __init__(self, db_path: Path, model: StageModel | None = None) -> None:
        super().__init__()
        self.db_path = db_path
        self.model = model  # LOW priority: the scene's description, in the background
        self._store: AssetStore | None = None
        self.unavailable: str | None = None  # why the store could not be opened

    async def start(self) -> None:
        # A registry that cannot be opened (a folder, a corrupt file, no permission) must not
        # stop the run: every request then fails, and the breaker's fallback skips it.
        try:
            self._store = await asyncio.to_thread(AssetStore, self.db_path)
        except (VoxelWeaverError, sqlite3.Error, OSError) as exc:
            self.unavailable = " ".join(str(exc).split()) or type(exc).__name__
            self.log.warning("asset registry unavailable, registration will be skipped: %s",
                             self.unavailable)

    async def stop(self) -> None:
        if self._store is not None:
            self._store.close()

    @property
    def store(self) -> AssetStore:
        if self._store is None:
            raise RuntimeError(f"asset registry unavailable: {self.unavailable}"
                               if self.unavailable else "asset registry not started")
        return self._store

    @handles(RegisterScene, answers=Registered)
    async def register_scene(self, payload: RegisterScene, envelope: Envelope) -> Registered:
        run_id, scene = payload.run_id, payload.scene
        await asyncio.to_thread(self.store.register_scene, run_id, scene)
        await asyncio.to_thread(self.store.set_description, run_id,
                                offline_description(scene), "offline")
        if self.model is not None:
            self.model.gateway.submit(description_call(scene, self.model.model, self.model.effort),
                                      lambda _id, result: self._described(run_id, result),
                                      priority=self.model.priority,
                                      deadline_s=self.model.deadline_s)
        self.log.info("registered scene %s (%d objects)", run_id, len(scene.objects))
        return Registered(run_id=run_id, rows=1 + len(scene.objects))

    @handles(FindDesigns, answers=DesignsFound)
    async def find_designs(self, payload: FindDesigns, envelope: Envelope) -> DesignsFound:
        designs = await asyncio.to_thread(self.store.designs_for, payload.nouns)
        return DesignsFound(designs=tuple(designs))

    @handles(RegisterArtifacts, answers=Registered)
    async def register_artifacts(self, payload: RegisterArtifacts,
                                 envelope: Envelope) -> Registered:
        records = [
            ArtifactRecord(kind=a.name, path=a.path, sha256=a.sha256, size_bytes=a.size_bytes)
            for a in payload.artifacts
        ]
        # Copy into the blob store, then record the rows and the status in one
        # transaction: off the event loop, since a .blend can be large.
        blobs = await asyncio.to_thread(self.store.store_artifacts, payload.run_id,
                                        records, payload.status)
        self.log.info("registered %d artifacts for %s (%d new blobs)", len(records),
                      payload.run_id, sum(b.written for b in blobs))
        return Registered(run_id=payload.run_id, rows=len(records))

    @fallback_for(RegisterScene, RegisterArtifacts)
    async def skip(self, payload: RegisterScene | RegisterArtifacts, envelope: Envelope,
                   reason: str) -> Registered:
        """Registration is never worth failing a run for: skip it, say why."""
        return Registered(run_id=payload.run_id, rows=0, skipped=reason)

    @fallback_for(FindDesigns)
    async def none_found(self, payload: FindDesigns, envelope: Envelope,
                         reason: str) -> DesignsFound:
        """A registry that cannot answer knows no designs: the planner designs anew."""
        return DesignsFound()

    def _described(self, run_id: str, result: LLMResponse | LLMError) -> None:
        """Gateway callback: keep the model's line, or the offline one if it has none."""
        text = parse_description(result) if isinstance(result, LLMResponse) else None
        if text is None:
            self.log.info("kept the offline description of %s: %s", run_id,
                          result if isinstance(result, LLMError) else "unusable answer")
            return
        if self._store is not None:  # one quick row; the store is thread-safe
            self._store.set_description(run_id, text, self.model.model if self.model else "")

