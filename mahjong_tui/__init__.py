"""mahjong-tui: four-player Chinese Official (MCR) mahjong in the terminal."""

__version__ = "0.1.0"
