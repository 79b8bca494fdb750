"""The gateway's waiting line: priority first, newest first within a priority, aging."""

from __future__ import annotations

import pytest

from orchestrator.llm.queue import LifoPriorityQueue
from orchestrator.runtime.envelope import Priority


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_high_before_low_and_newest_first_within_a_priority() -> None:
    queue: LifoPriorityQueue[str] = LifoPriorityQueue(aging_s=60, clock=Clock())
    for name, priority in [("low-1", Priority.LOW), ("high-1", Priority.HIGH),
                           ("low-2", Priority.LOW), ("high-2", Priority.HIGH)]:
        queue.push(name, priority)
    assert [queue.pop() for _ in range(4)] == ["high-2", "high-1", "low-2", "low-1"]
    with pytest.raises(IndexError):
        queue.pop()


def test_low_work_that_waited_long_enough_beats_fresh_high_work() -> None:
    clock = Clock()
    queue: LifoPriorityQueue[str] = LifoPriorityQueue(aging_s=1.0, clock=clock)
    queue.push("old-low", Priority.LOW)
    queue.push("newer-low", Priority.LOW)
    clock.now = 2.5  # LOW (3) aged two levels: as good as HIGH (1), the older one first
    queue.push("fresh-high", Priority.HIGH)
    assert queue.pop() == "fresh-high"  # a tie goes to the better declared priority
    clock.now = 3.5  # now it has aged past HIGH
    queue.push("fresh-high-2", Priority.HIGH)
    assert queue.pop() == "old-low"  # aged items are served oldest first
    assert queue.pop() == "newer-low"  # it waited as long
    assert queue.pop() == "fresh-high-2"


def test_remove_takes_out_matching_items() -> None:
    queue: LifoPriorityQueue[str] = LifoPriorityQueue(clock=Clock())
    for name in ("a", "b", "c"):
        queue.push(name, Priority.NORMAL)
    assert queue.remove(lambda item: item == "b") == ["b"]
    assert len(queue) == 2
    assert [queue.pop(), queue.pop()] == ["c", "a"]


def test_aging_must_be_positive() -> None:
    with pytest.raises(ValueError):
        LifoPriorityQueue(aging_s=0)
