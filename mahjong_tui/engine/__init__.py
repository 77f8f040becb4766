"""The engine: tiles, the wall, the table state machine, views, the game loop and records.

Nothing here imports Textual; rule-specific behaviour lives in :mod:`mahjong_tui.rulesets`.
"""
