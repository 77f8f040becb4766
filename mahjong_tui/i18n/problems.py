"""The saving and loading layers' one-line messages in the player's language.

Settings, saves, records and the history database report problems (a corrupt or
foreign file, a full disk...) as one English line, often around a file name and
an operating-system reason. :func:`problem_text` turns such a line into Chinese by
its shape; a line of no known shape is left as it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["problem_text"]

_KINDS = {"truncated": "不完整", "corrupt": "已损坏", "tampered": "被改动过",
          "foreign": "不是本程序的文件", "future version": "版本太新",
          "unreadable": "无法读取", "too large": "太大"}
"""Record problem kinds (the start of a record's message)."""

_REASONS = {
    "No space left on device": "磁盘已满",
    "Disk quota exceeded": "超出磁盘配额",
    "Permission denied": "没有权限",
    "Read-only file system": "文件系统只读",
    "No such file or directory": "没有这个文件或目录",
    "Is a directory": "这是目录",
    "Not a directory": "不是目录",
    "Input/output error": "读写错误",
    "File name too long": "文件名太长",
    "disk I/O error": "磁盘读写错误",
    "database is locked": "数据库被锁定",
    "file is not a database": "不是数据库文件",
    "database disk image is malformed": "数据库文件已损坏",
    "not a regular file": "不是普通文件",
}
"""Operating-system reasons (``strerror``) that the messages quote."""

_Rule = tuple[re.Pattern[str], str]

_RULES: list[_Rule] = [(re.compile(p), t) for p, t in (
    # -- wrappers and prefixes: their inner part is translated in turn
    (r"warning: (?P<inner>.+); using defaults", "警告：{inner}；改用默认设置"),
    (r"autosave: cannot write (?P<name>\S+) \((?P<reason>.+)\); the game goes on and is "
     r"saved as soon as writing works again",
     "自动存档：无法写入 {name}（{reason}）；游戏继续，一旦能写入就立即保存"),
    (r"autosave: (?P<name>\S+) is saved again, nothing lost",
     "自动存档：{name} 已重新保存，没有丢失任何内容"),
    (r"statistics not saved: (?P<inner>.+); the game goes on and they are added from its "
     r"record later", "统计未保存：{inner}；游戏继续，之后会从对局记录补上"),
    (r"statistics not saved: (?P<inner>.+); the game goes on", "统计未保存：{inner}；游戏继续"),
    (r"statistics saved again", "统计已重新保存"),
    (r"none of (?P<n>\d+) unfinished games can be resumed \(newest: (?P<inner>.+)\)",
     "{n} 局未完成的游戏都无法继续（最新的一局：{inner}）"),
    (r"no unfinished game to resume in (?P<path>.+)", "{path} 中没有可以继续的未完成游戏"),
    (r"(?P<kind>truncated|corrupt|tampered|foreign|future version|unreadable|too large): "
     r"(?P<inner>.+)", "{kind}：{inner}"),
    # -- settings
    (r"expected a JSON object of settings", "不是设置文件（应为一个 JSON 对象）"),
    (r"unknown setting (?P<key>'.*')", "未知的设置 {key}"),
    (r"setting (?P<key>'.*') must be a string", "设置 {key} 必须是字符串"),
    (r"auto_pass_names: expected name=rule lines with a rule among (?P<choices>.+), "
     r"not (?P<value>.+)", "auto_pass_names：每行应为“名字=规则”，规则为 {choices} 之一，"
                           "不能是 {value}"),
    (r"(?P<name>[a-z_]+) must be one of (?P<choices>.+), not (?P<value>.+)",
     "{name} 只能是 {choices} 之一，不能是 {value}"),
    (r"cannot read settings \((?P<reason>.+)\)", "无法读取设置（{reason}）"),
    (r"cannot write settings \((?P<reason>.+)\)", "无法写入设置（{reason}）"),
    (r"too large for a settings file; fix or delete it", "太大，不是设置文件；请修正或删除它"),
    (r"not UTF-8 text; fix or delete it", "不是 UTF-8 文本；请修正或删除它"),
    (r"not valid JSON \(line (?P<n>\d+): .*\); fix or delete it",
     "不是有效的 JSON（第 {n} 行）；请修正或删除它"),
    (r"not valid JSON; fix or delete it", "不是有效的 JSON；请修正或删除它"),
    # -- saves
    (r"not a saved game \(the record has no session information\)",
     "不是存档（记录里没有对局信息）"),
    (r"damaged session information in the record header", "记录头里的对局信息已损坏"),
    (r"this game is already finished", "这局游戏已经结束"),
    (r"this game is open in another mahjong-tui", "这局游戏正在另一个 mahjong-tui 中打开"),
    (r"refusing to overwrite the record (?P<path>.+)", "不会覆盖记录本身 {path}"),
    (r"cannot write (?P<path>.+): (?P<reason>[^:]+)", "无法写入 {path}：{reason}"),
    (r"cannot read (?P<path>.+): (?P<reason>[^:]+)", "无法读取 {path}：{reason}"),
    (r"(?P<path>.+) is the input (?P<source>.+); choose another output file",
     "{path} 就是输入文件 {source}；请换一个输出文件"),
    # -- records
    (r"not a regular file", "不是普通文件"),
    (r"a directory, not a file", "这是目录，不是文件"),
    (r"(?P<n>\d+) bytes; a record is at most (?P<m>\d+) MB", "{n} 字节；记录最多 {m} MB"),
    (r"a line is longer than (?P<n>\d+) bytes", "有一行超过 {n} 字节"),
    (r"more than (?P<m>\d+) MB; not a mahjong-tui record", "超过 {m} MB；不是 mahjong-tui 的记录"),
    (r"the file is empty, not a mahjong-tui record", "文件是空的，不是 mahjong-tui 的记录"),
    (r"the file is not UTF-8 text", "文件不是 UTF-8 文本"),
    (r"line (?P<n>\d+) is not UTF-8 text", "第 {n} 行不是 UTF-8 文本"),
    (r"the first line is not JSON: not a mahjong-tui record",
     "第一行不是 JSON：不是 mahjong-tui 的记录"),
    (r"line (?P<n>\d+) \(the last\) is incomplete", "第 {n} 行（最后一行）不完整"),
    (r"line (?P<n>\d+) is not valid JSON", "第 {n} 行不是有效的 JSON"),
    (r"line (?P<n>\d+) is not a JSON object", "第 {n} 行不是 JSON 对象"),
    (r"the first line is not a mahjong-tui (record )?header", "第一行不是 mahjong-tui 的记录头"),
    (r"the header has no format version", "记录头里没有格式版本"),
    (r"format version (?P<v>\d+) is newer than this program reads \((?P<w>\d+)\); update "
     r"mahjong-tui", "格式版本 {v} 比本程序能读的（{w}）新；请升级 mahjong-tui"),
    (r"format version (?P<v>-?\d+) does not exist", "不存在格式版本 {v}"),
    (r"the record cannot be replayed \((?P<detail>.+)\)", "记录无法重放（{detail}）"),
    (r"the record ends early at line (?P<n>\d+)(?P<detail>.*)", "记录在第 {n} 行提前结束{detail}"),
    (r"line (?P<n>\d+) is extra", "第 {n} 行是多余的"),
    (r"line (?P<n>\d+): (?P<detail>.+)", "第 {n} 行：{detail}"),
    # -- the history database
    (r"cannot open history database \((?P<detail>.+)\)", "无法打开历史数据库（{detail}）"),
    (r"not a usable history database \((?P<detail>.+)\)", "不是可用的历史数据库（{detail}）"),
    (r"not a mahjong-tui history database \(no schema_version\)",
     "不是 mahjong-tui 的历史数据库（没有 schema_version）"),
    (r"damaged history database \(bad schema_version table\)",
     "历史数据库已损坏（schema_version 表有误）"),
    (r"history database is version (?P<v>\d+); this mahjong-tui understands up to "
     r"(?P<w>\d+) \(upgrade mahjong-tui\)",
     "历史数据库是第 {v} 版；本 mahjong-tui 最多读到第 {w} 版（请升级 mahjong-tui）"),
    (r"history database is version (?P<v>\d+); this mahjong-tui reads version (?P<w>\d+) "
     r"\(a game started with it upgrades the file\)",
     "历史数据库是第 {v} 版；本 mahjong-tui 读第 {w} 版（用它开始一局游戏就会升级该文件）"),
    (r"match (?P<uid>\S+) cannot be stored: a number too large for the database",
     "对局 {uid} 无法存入：其中的数字太大，数据库存不下"),
    (r"match (?P<uid>\S+) cannot be stored: text that is not valid Unicode",
     "对局 {uid} 无法存入：其中有不是有效 Unicode 的文字"),
)]

_PATH = re.compile(r"(?P<path>(?:/|~|\.{1,2}/)\S*?|[\w.-]+\.(?:jsonl|json|sqlite3|db)): "
                   r"(?P<inner>.+)")
"""``FILE: problem`` (a path, or a file name with a known extension)."""


def _zh(message: str) -> str:
    for pattern, template in _RULES:
        m = pattern.fullmatch(message)
        if m is not None:
            parts = m.groupdict(default="")
            for key in ("inner", "detail"):
                if key in parts:
                    parts[key] = _zh(parts[key])
            if "reason" in parts:
                parts["reason"] = _REASONS.get(parts["reason"], parts["reason"])
            if "kind" in parts:
                parts["kind"] = _KINDS[parts["kind"]]
            return template.format(**parts)
    m = _PATH.fullmatch(message)
    if m is not None:
        return f"{m['path']}：{_zh(m['inner'])}"
    return _REASONS.get(message, message)


_LANGUAGES: dict[str, Callable[[str], str]] = {"zh": _zh}


def problem_text(message: str, lang: str) -> str:
    """``message`` (one English line from the saving and loading layers) in ``lang``;
    as it is in English, or when its shape is unknown."""
    translate = _LANGUAGES.get(lang)
    return message if translate is None else translate(message)
