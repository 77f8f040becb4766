"""Keep the garbage collector's full passes out of the table's frames.

A full collection walks every tracked object: about 70,000 once the table is up
(modules, the app, its widgets and styles), tens of milliseconds of CPU (35-48 ms
measured on a busy two-core machine), more than a whole table frame. Those objects
live until the program ends, so the table freezes them once (:func:`gc.freeze`):
later full passes walk only what play has made since. Objects frozen are still
freed when their last reference goes; only a reference cycle among them would stay
until exit.
"""

from __future__ import annotations

import gc

__all__ = ["freeze_startup_heap"]

_FROZEN: list[bool] = []


def freeze_startup_heap() -> None:
    """Move every object alive now out of the collector's generations (once per
    process; later calls do nothing)."""
    if not _FROZEN:
        _FROZEN.append(True)
        gc.freeze()
