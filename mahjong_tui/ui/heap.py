"""Keep the garbage collector's passes out of the table's frames.

A full collection walks every tracked object: about 70,000 once the table is up
(modules, the app, its widgets and styles), tens of milliseconds of CPU (35-48 ms
measured on a busy two-core machine), more than a whole table frame. Those objects
live until the program ends, so the table freezes them once (:func:`gc.freeze`):
later full passes walk only what play has made since. Objects frozen are still
freed when their last reference goes; only a reference cycle among them would stay
until exit.

The collections play sets off are small but come at any allocation, a key press's
frame included. Just before a human's turn opens (the last move is drawn, no key
can act yet), the table collects (:func:`collect_at_pause`): the generations start
the turn empty, so the key press that ends it rarely sets one off.
"""

from __future__ import annotations

import gc

__all__ = ["collect_at_pause", "freeze_startup_heap"]

_FROZEN: list[bool] = []


def freeze_startup_heap() -> None:
    """Move every object alive now out of the collector's generations (once per
    process; later calls do nothing)."""
    if not _FROZEN:
        _FROZEN.append(True)
        gc.freeze()


def collect_at_pause() -> int:
    """Collect now, in a pause of the program (nothing waits on the screen): the
    two young generations, or all three when the collector would run a full pass
    soon anyway (its count of young passes is one short of its threshold).

    Returns:
        The generation collected (1 or 2).
    """
    if not gc.isenabled():
        return 0
    full_threshold = gc.get_threshold()[2]
    young_passes = gc.get_count()[2]
    generation = 2 if young_passes + 1 >= full_threshold else 1
    gc.collect(generation)
    return generation
