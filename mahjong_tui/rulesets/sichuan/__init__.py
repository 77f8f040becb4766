"""Sichuan rules (血战到底, "bloody battle"): the Chengdu default and the SBR 2025 preset."""
