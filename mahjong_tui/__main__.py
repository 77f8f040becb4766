"""Allow ``python -m mahjong_tui``."""

import sys

from mahjong_tui.cli import main

if __name__ == "__main__":  # not when a worker process re-imports the main module
    sys.exit(main())
