"""The game in a web browser: ``mahjong-tui serve`` (see :mod:`mahjong_tui.web.server`).

Package data: ``templates/app_index.html`` (the page, with no external links),
``static/`` (its stylesheet and the bundled CJK font, served together with
textual-serve's own bundled statics) and ``licences/`` (the font's licence).
"""
