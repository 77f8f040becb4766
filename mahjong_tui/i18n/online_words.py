"""The words of online play (the lobby, the waiting room and the remote table) in
each interface language."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["ONLINE_EN", "ONLINE_ZH", "OnlineWords", "online_words"]


@dataclass(frozen=True, slots=True)
class OnlineWords:
    """One language's online strings (``str.format`` templates; the fields a
    template may use are named in braces)."""

    address_title: str
    address_hint: str
    name_hint: str
    connecting: str
    connected: str
    lobby_title: str
    no_rooms: str
    rooms_header: tuple[str, str, str, str, str, str]
    locked: str
    in_play: str
    your_seat: str
    create_title: str
    create_rules: str
    create_hands: str
    create_players: str
    create_bots: str
    create_turn: str
    create_password: str
    create_hints: str
    yes: str
    no: str
    create_ok: str
    password_title: str
    bad_number: str
    waiting_title: str
    waiting_seat_free: str
    waiting_hint: str
    chat_prompt: str
    chat_line: str
    you: str
    away: str
    watching: str
    lost: str
    back: str
    time_left: str
    auto_played: str
    seat_away: str
    seat_back: str
    seat_lost: str
    gone: str
    leave_online: str
    server_said: str


ONLINE_EN = OnlineWords(
    address_title="Play online",
    address_hint="server address, HOST[:PORT]",
    name_hint="your name at the table",
    connecting="Connecting to {url}…",
    connected="Connected to {url} as {name}.",
    lobby_title="Rooms on {url}",
    no_rooms="No open rooms: press c to create one.",
    rooms_header=("Room", "Rules", "Hands", "Players", "Free", "Watching"),
    locked="password",
    in_play="playing",
    your_seat="your seat: j takes it back",
    create_title="New room",
    create_rules="Rules",
    create_hands="Hands (0: a whole match)",
    create_players="Seats for players (bots take the rest)",
    create_bots="Bots",
    create_turn="Seconds per decision (0: no timer)",
    create_password="Password (empty: none)",
    create_hints="Hint panel allowed",
    yes="yes",
    no="no",
    create_ok="Create",
    password_title="Password of room {room}",
    bad_number="{field}: a whole number from {low} to {high}",
    waiting_title="Room {room} · {rules}",
    waiting_seat_free="(free: a bot plays it)",
    waiting_hint="Play starts when every player's seat is taken; s starts now "
                 "(bots take the free seats). Tell friends the room: {room}.",
    chat_prompt="Say something to the table (Enter sends, Esc closes)",
    chat_line="{name}: {text}",
    you="you",
    away="away",
    watching="Watching room {room}",
    lost="Connection lost: reconnecting…",
    back="Reconnected: the table as it is now.",
    time_left="{seconds} s to decide",
    auto_played="Time ran out: {action} was played for you.",
    seat_away="{name} has dropped: a bot plays for them after {seconds} s.",
    seat_back="{name} is back.",
    seat_lost="Your seat at that table is no longer held.",
    gone="The server has gone away.",
    leave_online="Leave the table? A bot plays your seat until you come back.",
    server_said="Server: {message}",
)

ONLINE_ZH = OnlineWords(
    address_title="网络对局",
    address_hint="服务器地址，HOST[:PORT]",
    name_hint="你在牌桌上的名字",
    connecting="正在连接 {url}…",
    connected="已作为 {name} 连接到 {url}。",
    lobby_title="{url} 上的房间",
    no_rooms="没有开放的房间：按 c 创建一个。",
    rooms_header=("房间", "规则", "盘数", "玩家", "空位", "观众"),
    locked="有密码",
    in_play="对局中",
    your_seat="你的座位：按 j 回到座位",
    create_title="新房间",
    create_rules="规则",
    create_hands="盘数（0：一整场）",
    create_players="给玩家的座位数（其余由电脑坐）",
    create_bots="电脑等级",
    create_turn="每次决定的秒数（0：不计时）",
    create_password="密码（空：不设）",
    create_hints="允许提示面板",
    yes="是",
    no="否",
    create_ok="创建",
    password_title="房间 {room} 的密码",
    bad_number="{field}：须为 {low} 到 {high} 的整数",
    waiting_title="房间 {room} · {rules}",
    waiting_seat_free="（空位：由电脑坐）",
    waiting_hint="玩家座位坐满后开始；按 s 立即开始（空位由电脑坐）。"
                 "把房间号告诉朋友：{room}。",
    chat_prompt="对牌桌说句话（Enter 发送，Esc 关闭）",
    chat_line="{name}：{text}",
    you="你",
    away="离线",
    watching="正在观看房间 {room}",
    lost="连接中断：正在重连…",
    back="已重新连接：这是牌桌现在的样子。",
    time_left="还有 {seconds} 秒决定",
    auto_played="时间到：已替你{action}。",
    seat_away="{name} 掉线了：{seconds} 秒后由电脑代打。",
    seat_back="{name} 回来了。",
    seat_lost="你在那张牌桌的座位已不再保留。",
    gone="服务器已关闭。",
    leave_online="离开牌桌？你回来之前由电脑代打你的座位。",
    server_said="服务器：{message}",
)


def online_words(lang: str) -> OnlineWords:
    """The online strings of ``lang`` (English unless ``zh``)."""
    return ONLINE_ZH if lang == "zh" else ONLINE_EN
