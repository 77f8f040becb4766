"""Hangzhou mahjong (杭州麻将) as a ruleset: 财神 wild tiles, 暴头, 财飘, 杠开.

The presets and options are in :mod:`.ruleset`, the rules of one hand in
:mod:`.hand_rules`, the wild-aware shapes in :mod:`.shapes` and the multipliers in
:mod:`.scoring`. ``docs/rulesets/hangzhou.md`` lists every rule and decision.
"""
