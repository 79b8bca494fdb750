"""The domain as data: the scene and its plan, the payloads the agents exchange, named limits,
the render port (`RenderBackend`, `RenderOutcome`, the mesh report), atomic file writes and
content hashes, and the version. Built on the runtime's `Payload`; imports nothing above it.
"""
