"""Serve the game in a web browser with textual-serve, offline.

Each browser tab that opens the page runs its own copy of the served command (by
default the plain app, ``python -m mahjong_tui``: the start screen) in a subprocess
whose terminal is drawn in the page by xterm.js. The page is mahjong-tui's own
template: it loads nothing from other hosts; its scripts, stylesheets and fonts are
textual-serve's bundled ones plus mahjong-tui's CJK font, merged at start into one
temporary statics folder (textual-serve serves a single one).

textual-serve is imported only when a server is made, so that ``mahjong-tui --help``
stays fast.
"""

from __future__ import annotations

import shlex
import shutil
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual_serve.server import Server

__all__ = [
    "DEFAULT_HOST",
    "DEFAULT_PORT",
    "STATIC_DIR",
    "TEMPLATES_DIR",
    "default_command",
    "make_server",
    "prepare_statics",
    "serve",
]

DEFAULT_HOST = "127.0.0.1"
"""Loopback only: other machines reach the game only when ``--host`` says so."""

DEFAULT_PORT = 8000
"""textual-serve's own default port."""

TEMPLATES_DIR = Path(__file__).resolve().parent / "templates"
"""mahjong-tui's page template (``app_index.html``)."""

STATIC_DIR = Path(__file__).resolve().parent / "static"
"""mahjong-tui's statics, served beside textual-serve's bundled ones."""

TITLE = "mahjong-tui"
"""The name on the page's title and its waiting dialog."""


def default_command(lang: str | None = None) -> str:
    """The shell command each browser tab runs: the plain app with this interpreter.

    Args:
        lang: ``zh`` or ``en`` to pass as ``--lang``; None leaves the language to the
            settings (else the system locale).

    Returns:
        ``<this python> -m mahjong_tui``, quoted for the shell, with ``--lang`` if given.
    """
    command = f"{shlex.quote(sys.executable)} -m mahjong_tui"
    if lang is not None:
        command += f" --lang {shlex.quote(lang)}"
    return command


def textual_serve_statics() -> Path:
    """The statics folder bundled with textual-serve (textual.js, xterm.css, fonts)."""
    import textual_serve

    return Path(textual_serve.__file__).resolve().parent / "static"


def prepare_statics(dest: Path) -> Path:
    """Fill ``dest`` with textual-serve's bundled statics and mahjong-tui's own.

    Args:
        dest: An existing (normally empty, temporary) folder.

    Returns:
        ``dest``, ready to be the server's ``statics_path``.
    """
    shutil.copytree(textual_serve_statics(), dest, dirs_exist_ok=True)
    shutil.copytree(STATIC_DIR, dest, dirs_exist_ok=True)
    return dest


def make_server(command: str, statics: Path, host: str = DEFAULT_HOST,
                port: int = DEFAULT_PORT, public_url: str | None = None) -> Server:
    """A textual-serve server for ``command`` with mahjong-tui's page.

    Args:
        command: The shell command each browser tab runs.
        statics: A folder made by :func:`prepare_statics`.
        host: The address to listen on.
        port: The port to listen on.
        public_url: The server's address as browsers reach it (the page's links and
            its websocket use it); default ``http://HOST:PORT``.

    Returns:
        The server, not yet serving.
    """
    from textual_serve.server import Server

    return Server(command, host=host, port=port, title=TITLE, public_url=public_url,
                  statics_path=statics, templates_path=TEMPLATES_DIR)


def serve(command: str, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT,
          public_url: str | None = None) -> None:
    """Serve ``command`` in the browser until Ctrl+C (or SIGTERM).

    Args:
        command: The shell command each browser tab runs.
        host: The address to listen on.
        port: The port to listen on.
        public_url: The server's address as browsers reach it.

    Raises:
        OSError: The address cannot be listened on (e.g. the port is taken).
    """
    with tempfile.TemporaryDirectory(prefix="mahjong-tui-web-") as tmp:
        statics = prepare_statics(Path(tmp))
        make_server(command, statics, host, port, public_url).serve()
