"""Allow ``python -m mahjong_tui``."""

import sys

from mahjong_tui.cli import main

sys.exit(main())
