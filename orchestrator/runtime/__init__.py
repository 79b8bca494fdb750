"""The actor runtime: envelope, bus, mailboxes, the agent base with typed dispatch, agent
pools, circuit breakers, statistics and the event-loop runner.

It knows no scene: payloads are only `Payload` here, and the application hands its union of
payload types to `EnvelopeCodec` where JSON must be read. It imports nothing above itself
(`orchestrator.errors` aside), so it can be used, tested and benchmarked on its own.
"""
