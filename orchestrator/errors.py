"""One documented error tree with narrow names.

VoxelWeaverError
├── Interrupted           SIGINT or SIGTERM stopped the command: exit code 128 + the signal
├── InputError            bad user input: one line to stderr, exit code 2
│   ├── LimitExceeded     a named limit (prompt length, resolution, ...) was crossed
│   └── UnknownExample    --example names no preset
├── BusError              the message bus could not deliver or complete a request
│   ├── UnknownRecipient  no agent registered under that name
│   ├── MailboxFull       the recipient's bounded mailbox is full (message dead-lettered)
│   ├── RequestTimeout    no answer before the deadline; the handler was cancelled
│   ├── RequestCancelled  the caller cancelled; the handler was cancelled
│   ├── BusClosed         the bus is shutting down
│   ├── UnhandledPayload  the recipient declares no handler for that payload type
│   └── RemoteError       the handler raised; carries the original type name
├── PipelineError         a stage failed in a way the run cannot recover from
│   ├── ValidationFailed  --validate and the scene still fails after repair
│   ├── CircuitOpen       an agent's circuit breaker is open and it has no fallback
│   └── RenderFailed      the Blender worker failed
│       └── RenderWorkerCrashed  (agents.render_director.worker_pool) died twice
├── RegistryCorrupt       the --registry file is not an SQLite database, or is damaged
├── NoOpener              `assets open`: no program here opens files (no desktop)
└── LLMError              a model call gave no usable answer; the stage falls back offline
    ├── LLMUnavailable    the API failed after the SDK's own retries (429, 529, 5xx, network)
    ├── LLMTimeout        the call's deadline passed (time waiting in the queue included)
    ├── LLMOutputInvalid  the answer did not fit the schema, even after one repair round
    └── LLMDropped        background work refused (DISABLE_BACKGROUND_LLM=1, or closing)
"""

from __future__ import annotations

import signal

# Exit codes of the commands: 0 ok, 1 failed, 2 bad input (InputError), and this one: the
# scene was made, but a fallback answered for at least one agent (report.json: degradations).
EXIT_DEGRADED = 3

# The message a handler's CancelledError carries when the bus cut it off at its caller's
# deadline (as opposed to a caller that went away); circuit breakers count only the former.
DEADLINE_REASON = "deadline passed"


class VoxelWeaverError(Exception):
    """Base of every error this project raises on purpose."""


class Interrupted(VoxelWeaverError):
    """A stop signal ended the command after its runs were cancelled and reported."""

    def __init__(self, signum: int, detail: str = "") -> None:
        self.signum = signum
        self.signal_name = signal.Signals(signum).name
        self.exit_code = 128 + signum  # what shells report for a process a signal ended
        super().__init__(f"interrupted by {self.signal_name}{'; ' + detail if detail else ''}")


class InputError(VoxelWeaverError):
    pass


class LimitExceeded(InputError):
    pass


class UnknownExample(InputError):
    pass


class BusError(VoxelWeaverError):
    pass


class UnknownRecipient(BusError):
    pass


class MailboxFull(BusError):
    pass


class RequestTimeout(BusError):
    pass


class RequestCancelled(BusError):
    pass


class BusClosed(BusError):
    pass


class UnhandledPayload(BusError):
    pass


class RemoteError(BusError):
    """A handler raised. `error_type` is the class name it raised on the far side."""

    def __init__(self, error_type: str, message: str, retryable: bool = False) -> None:
        super().__init__(f"{error_type}: {message}")
        self.error_type = error_type
        self.remote_message = message
        self.retryable = retryable


class PipelineError(VoxelWeaverError):
    pass


class ValidationFailed(PipelineError):
    pass


class CircuitOpen(PipelineError):
    pass


class RenderFailed(PipelineError):
    pass


class RegistryCorrupt(VoxelWeaverError):
    """The asset registry file is not an SQLite database, or its pages are damaged."""


class NoOpener(VoxelWeaverError):
    """No program on this machine opens files (no desktop): `assets open` cannot."""


class LLMError(VoxelWeaverError):
    pass


class LLMUnavailable(LLMError):
    pass


class LLMTimeout(LLMError):
    pass


class LLMOutputInvalid(LLMError):
    pass


class LLMDropped(LLMError):
    pass
