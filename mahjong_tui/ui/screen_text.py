"""The text currently on screen, for tests, the benchmark and privacy checks."""

from __future__ import annotations

from textual.app import App

__all__ = ["screen_text"]


def screen_text(app: App[object]) -> str:
    """Every line of what the terminal shows now (the top screen, composited), as
    plain text without styles."""
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text.rstrip() for strip in strips)
