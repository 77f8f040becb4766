"""Checked argument types for the command line: seeds and counts in range.

argparse turns the :class:`argparse.ArgumentTypeError` of a bad value into its
usage message and exit status 2, so ``--seed 99999999999999999999`` or
``--presses -1`` stop at once with one line naming the option, never a traceback
from deep inside a game.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

__all__ = ["SEED_LIMIT", "count", "seed"]

SEED_LIMIT = 2**63
"""Seeds are below this: the history database stores them as SQLite's signed 64-bit
integers."""


_SHOWN = 40
"""Most characters of a bad value quoted back (a 5,000-digit seed is not echoed)."""


def _shown(text: str) -> str:
    return text if len(text) <= _SHOWN else text[:_SHOWN] + "..."


def _whole_number(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {_shown(text)!r}") from None


def seed(text: str) -> int:
    """``--seed``: a whole number from 0 to ``SEED_LIMIT - 1``.

    Raises:
        argparse.ArgumentTypeError: for anything else.
    """
    value = _whole_number(text)
    if not 0 <= value < SEED_LIMIT:
        raise argparse.ArgumentTypeError(
            f"a seed is a whole number from 0 to {SEED_LIMIT - 1}, not {_shown(text)}")
    return value


def count(minimum: int = 1) -> Callable[[str], int]:
    """The type of a count option (``--hands``, ``--presses``...): a whole number of
    at least ``minimum``.

    Args:
        minimum: the smallest count that means something.

    Returns:
        An argparse ``type`` that raises :class:`argparse.ArgumentTypeError` for a
        value that is not a whole number or is below ``minimum``.
    """
    def parse(text: str) -> int:
        value = _whole_number(text)
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be at least {minimum}, not {_shown(text)}")
        return value

    parse.__name__ = "count"
    return parse
