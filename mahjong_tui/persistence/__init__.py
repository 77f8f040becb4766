"""Persistence: autosave and resume, undo, settings, file locations, the history database."""
