"""The Textual user interface: start screen, table, prompts, watch mode.

Only this package imports Textual. The engine is reached through its public
API (``Game``, ``SeatView``, events, agents); the UI never decides what is
legal.
"""
