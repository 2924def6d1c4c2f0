"""What this process's reads of the past have found out and keep: facts of the immutable past, bounded (LRU).

- `table_events`: the versions of tables' openings and closings already found (application/replay/start.py):
  an event once appended keeps its version, so the next read of the table skips the search (a binary search
  over recorded times: ~20 queries at 100,000 versions).
- `chains`: chain checks of a table's range at a campaign head (the same range and head: the same answer).
- `verified`: (campaign, first version of a range) → (last version, its stored hash, events): the chain from
  the first to the last was recomputed in this process and ended on that hash. The next check of the range
  goes on from there while the event there still has that hash (application/recap/service.py).

The server's read facade owns one (application/reads.py) and shares it with the recap checkpoint refresher;
a read given none (the command line, a test) finds everything anew.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Generic, TypeVar

from application.recap.build import Integrity

K = TypeVar("K")
V = TypeVar("V")


class Kept(Generic[K, V]):
    """A bounded map that forgets the least recently used entry first."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        found = self._entries.get(key)
        if found is not None:
            self._entries.move_to_end(key)
        return found

    def put(self, key: K, value: V) -> None:
        self._entries[key] = value
        self._entries.move_to_end(key)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)

    def clear(self) -> None:
        self._entries.clear()


class PastCache:
    def __init__(self) -> None:
        self.table_events: Kept[tuple[str, str, str, str], int] = Kept(4096)
        self.chains: Kept[tuple[str, int, int, int], Integrity] = Kept(256)
        self.verified: Kept[tuple[str, int], tuple[int, bytes, int]] = Kept(1024)

    def clear(self) -> None:
        self.table_events.clear()
        self.chains.clear()
        self.verified.clear()
