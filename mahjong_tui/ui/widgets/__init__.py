"""Widgets of the table: each draws one value held in a reactive."""
