"""``mahjong-tui serve``: the game in a browser, offline, on the loopback by default.

The live tests start the real server (``python -m mahjong_tui serve``) on a free
loopback port and always stop it; they fetch the page and its statics over HTTP but
open no websocket, so no game runs.
"""

from __future__ import annotations

import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

pytest.importorskip("textual_serve")

from mahjong_tui.cli import build_parser
from mahjong_tui.web.server import (
    DEFAULT_HOST,
    STATIC_DIR,
    TEMPLATES_DIR,
    default_command,
    make_server,
    prepare_statics,
    textual_serve_statics,
)

ROOT = Path(__file__).resolve().parent.parent

_URL = re.compile(r"(?:https?:)?//[A-Za-z0-9.\-]+(?::[0-9]+)?", re.IGNORECASE)
"""An absolute or protocol-relative address (``http://host``, ``//host``)."""

_REFS = re.compile(r"""(?:src|href)\s*=\s*["']([^"']+)["']|url\(\s*["']?([^"')]+)["']?\s*\)""")
"""What a page or stylesheet makes the browser load: src=, href=, url()."""

_CSS_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_HTML_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
_TEXT_SUFFIXES = (".html", ".css", ".js")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _get(url: str) -> tuple[int, bytes, str]:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.status, response.read(), response.headers.get_content_type()


def _code(text: str, suffix: str) -> str:
    """The text without its comments (a licence URL in a comment loads nothing)."""
    if suffix in (".css", ".js"):
        text = _CSS_COMMENT.sub("", text)
    if suffix == ".html":
        text = _HTML_COMMENT.sub("", text)
    return text


def _external(text: str, own: str | None = None) -> list[str]:
    """The addresses in ``text`` that name a host other than ``own`` (host:port)."""
    found = []
    for match in _URL.finditer(text):
        url = match.group(0)
        host = urlsplit(url if "://" in url else "http:" + url).netloc
        if own is None or host != own:
            found.append(url)
    return found


def _refs(text: str) -> list[str]:
    return [a or b for a, b in _REFS.findall(text)]


@pytest.fixture(scope="module")
def served() -> Iterator[str]:
    """The base URL of a real ``mahjong-tui serve`` on a free loopback port."""
    port = _free_port()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
    proc = subprocess.Popen([sys.executable, "-m", "mahjong_tui", "serve", "--port", str(port)],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                _get(base)
                break
            except (urllib.error.URLError, ConnectionError, OSError):
                if proc.poll() is not None or time.monotonic() > deadline:
                    err = proc.stderr.read().decode() if proc.stderr else ""
                    pytest.fail(f"the server did not start: {err}")
                time.sleep(0.1)
        yield base
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if proc.stderr:
            proc.stderr.close()


def test_the_page_links_nothing_external_and_every_static_it_loads_is_served(
        served: str) -> None:
    status, body, kind = _get(served)
    assert status == 200 and kind == "text/html"
    page = body.decode()
    own = urlsplit(served).netloc
    assert _external(_code(page, ".html"), own) == []
    assert "fonts.googleapis" not in page
    queue = [urljoin(served, ref) for ref in _refs(_code(page, ".html"))]
    assert any(url.endswith("/js/textual.js") for url in queue)
    assert any(url.endswith("/css/mahjong.css") for url in queue)
    seen: set[str] = set()
    while queue:
        url = queue.pop()
        if url in seen or url.startswith("data:"):
            continue
        seen.add(url)
        assert urlsplit(url).netloc == own, url
        status, body, kind = _get(url)
        assert status == 200, url
        if kind == "text/css":
            css = _code(body.decode(), ".css")
            assert _external(css, own) == [], url
            queue += [urljoin(url, ref) for ref in _refs(css)]
    # The CJK font is among what the stylesheet makes the browser load.
    assert any(url.endswith("/fonts/wqy-microhei-mono.ttf") for url in seen)
    assert any(url.endswith("/fonts/RobotoMono-VariableFont_wght.ttf") for url in seen)


def test_every_static_file_is_served(served: str) -> None:
    for folder in (textual_serve_statics(), STATIC_DIR):
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            if "__pycache__" in path.parts:
                continue
            rel = path.relative_to(folder).as_posix()
            status, body, _ = _get(urljoin(served, f"static/{rel}"))
            assert status == 200, rel
            if folder == STATIC_DIR:  # ours win over textual-serve's of the same name
                assert body == path.read_bytes(), rel


def test_the_template_and_every_served_static_file_link_nothing_external(
        tmp_path: Path) -> None:
    template = (TEMPLATES_DIR / "app_index.html").read_text(encoding="utf-8")
    assert _external(template) == []  # not even a comment or an XML namespace
    bundled = textual_serve_statics().parent / "templates" / "app_index.html"
    if bundled.exists():  # the check does catch textual-serve's own page (web fonts)
        assert _external(_code(bundled.read_text(encoding="utf-8"), ".html")) != []
    statics = prepare_statics(tmp_path)
    texts = [p for p in statics.rglob("*") if p.suffix in _TEXT_SUFFIXES]
    assert {p.name for p in texts} >= {"textual.js", "xterm.css", "mahjong.css"}
    for path in texts:
        code = _code(path.read_text(encoding="utf-8"), path.suffix)
        assert _external(code) == [], path.name
    ours = [p for p in STATIC_DIR.rglob("*") if p.suffix in _TEXT_SUFFIXES]
    for path in ours:  # our own files have no address even in a comment
        assert _external(path.read_text(encoding="utf-8")) == [], path.name


def test_a_cjk_font_is_bundled_with_its_licence_and_named_in_the_stylesheet() -> None:
    font = STATIC_DIR / "fonts" / "wqy-microhei-mono.ttf"
    assert font.read_bytes()[:4] == b"\x00\x01\x00\x00"  # a TrueType font, not a collection
    css = (STATIC_DIR / "css" / "mahjong.css").read_text(encoding="utf-8")
    assert "../fonts/wqy-microhei-mono.ttf" in css and "unicode-range" in css
    assert 'local("WenQuanYi Micro Hei")' in css  # the system's CJK fonts as fallbacks
    licence = (STATIC_DIR.parent / "licences" / "wqy-microhei.txt").read_text(encoding="utf-8")
    assert "Apache License" in licence


def test_the_server_binds_the_loopback_unless_told_otherwise(tmp_path: Path) -> None:
    args = build_parser().parse_args(["serve"])
    assert (args.host, args.port, args.public_url, args.command) == ("127.0.0.1", 8000,
                                                                      None, None)
    assert DEFAULT_HOST == "127.0.0.1"
    server = make_server("true", tmp_path)
    assert server.host == "127.0.0.1"
    assert server.public_url == "http://127.0.0.1:8000"
    assert Path(server.templates_path) == TEMPLATES_DIR
    assert Path(server.statics_path) == tmp_path
    other = build_parser().parse_args(["serve", "--host", "0.0.0.0", "--port", "9000",
                                       "--public-url", "https://example.test/mj"])
    assert (other.host, other.port, other.public_url) == ("0.0.0.0", 9000,
                                                          "https://example.test/mj")


def test_the_served_command_is_this_python_running_the_app() -> None:
    assert default_command() == f"{shlex.quote(sys.executable)} -m mahjong_tui"
    assert default_command("zh").endswith(" -m mahjong_tui --lang zh")
    done = subprocess.run([sys.executable, "-m", "mahjong_tui", "--version"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("mahjong-tui ")


@pytest.mark.parametrize("port", ["-1", "65536", "http"])
def test_a_bad_port_is_refused(port: str) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["serve", "--port", port])


def test_a_taken_port_gives_one_line_and_exit_code_1() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "mahjong_tui", "serve", "--port",
                               str(port)], cwd=ROOT, capture_output=True, text=True,
                              timeout=60)
    assert done.returncode == 1
    assert f"mahjong-tui serve: cannot listen on 127.0.0.1:{port}" in done.stderr


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "address to listen on (default: 127.0.0.1"),
    ("zh", "监听的地址（默认：127.0.0.1"),
])
def test_help_in_both_languages(lang: str, expected: str,
                                capsys: pytest.CaptureFixture[str]) -> None:
    from mahjong_tui.cli import main

    with pytest.raises(SystemExit):
        main(["--lang", lang, "serve", "--help"])
    assert expected in capsys.readouterr().out


def test_run_passes_the_options_and_the_language_to_the_server(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import mahjong_tui.web.server as web_server
    from mahjong_tui.cli import main

    calls: list[tuple[str, str, int, str | None]] = []

    def fake_serve(command: str, host: str = DEFAULT_HOST, port: int = 8000,
                   public_url: str | None = None) -> None:
        calls.append((command, host, port, public_url))

    monkeypatch.setattr(web_server, "serve", fake_serve)
    assert main(["--lang", "zh", "serve", "--port", "8123"]) == 0
    assert main(["serve", "--command", "mahjong-tui join HOST", "--host", "0.0.0.0"]) == 0
    assert calls == [(default_command("zh"), "127.0.0.1", 8123, None),
                     ("mahjong-tui join HOST", "0.0.0.0", 8000, None)]
    assert "--public-url" in capsys.readouterr().err  # a wildcard host names no address
