"""Rulesets, one package each, plugged into the engine through one protocol."""
