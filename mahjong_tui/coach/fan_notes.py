"""The encyclopedia's text for each MCR fan: a short description and an example.

Keyed by the fan ids of :data:`mahjong_tui.rulesets.mcr.scoring.FANS`. Every example
is a winning situation that the fan calculator scores with that fan (checked by
``tests/test_coach_encyclopedia.py``); most are the simplest such hand of the
reference corpus.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["DESCRIPTIONS", "EXAMPLES", "Example"]


@dataclass(frozen=True, slots=True)
class Example:
    """A winning situation in the ``score`` command's notation.

    Attributes:
        hand: concealed tiles without the winning tile.
        melds: declared sets (``123m``, ``EEE:left``, ``5555p:concealed``).
        win: the winning tile.
        flags: ``self_drawn``, ``last_copy``, ``kong_replacement``, ``robbing_kong``,
            ``last_wall_tile``.
        seat: seat wind letter.
        prevalent: prevalent wind letter.
        flowers: flowers held.
    """

    hand: str
    melds: tuple[str, ...]
    win: str
    flags: tuple[str, ...]
    seat: str
    prevalent: str
    flowers: int


DESCRIPTIONS: dict[int, str] = {
    1: 'Pungs or kongs of all four winds.',
    2: 'Pungs or kongs of all three dragons.',
    3: 'Only green tiles: 2 3 4 6 8 bamboo and the green dragon.',
    4: '1112345678999 of one suit, concealed, winning on any tile of that suit.',
    5: 'Four kongs, melded or concealed.',
    6: 'Seven pairs of one suit in consecutive ranks, e.g. 22 33 44 55 66 77 88.',
    7: 'One of each terminal and honour, plus a second copy of one of them.',
    8: 'Pungs and a pair of terminals (1 and 9) only.',
    9: 'Pungs of three winds and a pair of the fourth.',
    10: 'Pungs of two dragons and a pair of the third.',
    11: 'Only winds and dragons.',
    12: 'Four pungs or kongs formed without claiming any of their tiles.',
    13: 'Two 123 chows and two 789 chows of one suit with a pair of 5 of that suit.',
    14: 'Four identical chows in one suit.',
    15: 'Four pungs in one suit, ranks rising by one, e.g. 333 444 555 666.',
    16: 'Four chows in one suit, each starting one (or each two) higher than the last.',
    17: 'Three kongs, melded or concealed.',
    18: 'Only terminals and honours, in pungs (or seven pairs) and a pair.',
    19: 'Seven different pairs, concealed (a four of a kind counts as two pairs).',
    20: ("All seven honours plus seven tiles of a knitted straight (147/258/369 in "
         "different suits), no pairs."),
    21: 'Pungs of even suited tiles (2 4 6 8) and an even pair.',
    22: 'All tiles of one suit.',
    23: 'Three identical chows in one suit.',
    24: 'Three pungs in one suit with ranks rising by one.',
    25: 'Only suited tiles 7, 8 and 9.',
    26: 'Only suited tiles 4, 5 and 6.',
    27: 'Only suited tiles 1, 2 and 3.',
    28: '123, 456 and 789 in one suit.',
    29: '123 and 789 of one suit, 123 and 789 of a second suit, and a pair of 5 of the third.',
    30: 'Three chows in one suit, each starting one (or each two) higher than the last.',
    31: 'Every set and the pair contain a 5.',
    32: 'Pungs of the same rank in all three suits.',
    33: 'Three pungs or kongs formed without claiming any of their tiles.',
    34: ("Fourteen single tiles: honours and knitted-straight tiles (147/258/369, one "
         "pattern per suit), no pairs."),
    35: '147, 258 and 369 each in a different suit, plus a set and a pair.',
    36: 'Only suited tiles 6 to 9.',
    37: 'Only suited tiles 1 to 4.',
    38: 'Pungs of three winds.',
    39: '123, 456 and 789, each in a different suit.',
    40: 'Only tiles that look the same upside down: 1234589 dots, 245689 bamboo, white dragon.',
    41: 'The same chow in all three suits.',
    42: 'Pungs in the three suits with ranks rising by one, e.g. 3m 4p 5s.',
    43: 'A win with no scoring fan at all (flowers aside).',
    44: 'Self-drawn on the last tile of the wall.',
    45: 'Won on the discard after the last tile of the wall.',
    46: 'Self-drawn on the replacement tile after a kong.',
    47: 'Won on the tile another player adds to a pung.',
    48: 'Four pungs or kongs and a pair.',
    49: 'One suit plus honours.',
    50: 'Chows in the three suits, each starting one higher, e.g. 123m 234p 345s.',
    51: 'All five kinds present: characters, dots, bamboo, winds and dragons.',
    52: 'Four melded sets, won on a discard with a single wait on the pair.',
    53: 'Two concealed kongs.',
    54: 'Pungs or kongs of two dragons.',
    55: 'Every set and the pair contain a terminal or an honour.',
    56: 'Concealed (no claimed sets) and self-drawn.',
    57: 'Two melded kongs.',
    58: 'Won on the last copy of a tile, three already visible on the table.',
    59: 'A pung or kong of a dragon.',
    60: 'A pung or kong of the prevalent (round) wind.',
    61: 'A pung or kong of the own seat wind.',
    62: 'No claimed sets, won on a discard.',
    63: 'Four chows and a pair of suited tiles.',
    64: 'All four copies of a tile used, without a kong.',
    65: 'Two pungs of the same rank in different suits.',
    66: 'Two pungs or kongs formed without claiming any of their tiles.',
    67: 'One concealed kong.',
    68: 'No terminals and no honours.',
    69: 'Two identical chows in one suit.',
    70: 'The same chow in two suits.',
    71: 'Two chows of one suit that make six in a row, e.g. 123 456.',
    72: '123 and 789 of the same suit.',
    73: 'A pung of terminals, or of winds that score nothing else.',
    74: 'One melded kong.',
    75: 'One of the three suits is missing.',
    76: 'No winds or dragons.',
    77: 'Waiting only on a 3 with 12 (or a 7 with 89).',
    78: 'Waiting only on the middle tile of a chow.',
    79: 'Waiting only on the pair.',
    80: "Won on one's own draw.",
    81: 'One fan per flower; flowers never count towards the 8-fan minimum.',
    82: 'One melded and one concealed kong.',
}
"""What each fan asks for, in one line."""

EXAMPLES: dict[int, Example] = {
    1: Example('EEE WW CC', ('SSS:right', 'NNN:across'), 'W', (), 'S', 'W', 0),
    2: Example('55567m CCC FF', ('PPP:across',), 'F', (), 'W', 'E', 0),
    3: Example('22334888s FF', ('666s:across',), '4s', (), 'N', 'S', 0),
    4: Example('1112345678999m', (), '7m', (), 'N', 'N', 0),
    5: Example('2m', ('6666s:left', '4444p:across', '4444s:left', 'NNNN:concealed'), '2m', (),
               'W', 'N', 0),
    6: Example('3344556678899m', (), '7m', (), 'N', 'E', 0),
    7: Example('19m 19p 11s E S W N C F P', (), '9s', (), 'N', 'N', 0),
    8: Example('99m 11999p', ('111s:right', '111m:left'), '9m', (), 'S', 'N', 0),
    9: Example('E', ('WWW:left', 'SSS:left', 'NNN:across', '678p'), 'E', (), 'E', 'E', 0),
    10: Example('234p 345s CC FF', ('PPP:across',), 'F', (), 'W', 'S', 0),
    11: Example('EE S WW NN CC FF PP', (), 'S', (), 'W', 'E', 0),
    12: Example('888m 4555666p 444s', (), '4p', (), 'E', 'S', 0),
    13: Example('5577889m', ('123m', '123m'), '9m', (), 'S', 'N', 0),
    14: Example('55566677p SS', ('567p',), '7p', (), 'S', 'S', 0),
    15: Example('44455577s EE', ('666s:left',), '7s', (), 'S', 'N', 0),
    16: Example('23344455m PP', ('567m',), '6m', (), 'E', 'S', 0),
    17: Example('45p 11s', ('PPPP:right', '5555m:concealed', '8888p:left'), '6p', (), 'S', 'E', 0),
    18: Example('99p NN', ('111m:left', '999m:across', '999s:across'), '9p', (), 'S', 'S', 0),
    19: Example('11223p 445566s PP', (), '3p', (), 'W', 'N', 0),
    20: Example('25m 47p 39s E S W N C F P', (), '1p', (), 'S', 'W', 0),
    21: Example('44p 44s', ('222s:right', '888m:across', '666m:right'), '4s', (), 'S', 'W', 0),
    22: Example('1122445667788m', (), '5m', (), 'W', 'W', 0),
    23: Example('77889m FF', ('234m', '789m'), '9m', (), 'E', 'S', 0),
    24: Example('123p 55666s PP', ('444s:left',), '5s', (), 'E', 'N', 0),
    25: Example('789p 7788s', ('789p', '789m'), '7s', (), 'S', 'S', 0),
    26: Example('56p 55666s', ('555m:left', '456p'), '4p', (), 'W', 'E', 0),
    27: Example('12233m 33p 112233s', (), '1m', (), 'E', 'E', 0),
    28: Example('56m 345p WW', ('123m', '789m'), '4m', (), 'W', 'S', 0),
    29: Example('23m 55p 123789s', ('789m',), '1m', (), 'E', 'W', 0),
    30: Example('11m 45p 666s', ('345p', '567p'), '6p', (), 'W', 'W', 0),
    31: Example('55m 456p 34555s', ('567p',), '5s', (), 'E', 'E', 0),
    32: Example('555m 123p 5599s', ('555p:across',), '5s', (), 'N', 'S', 0),
    33: Example('777888p 666s F', ('234m',), 'F', (), 'E', 'N', 0),
    34: Example('258m 147p 3s E S W N C P', (), '6s', (), 'E', 'E', 0),
    35: Example('147m 69p 258s SS', ('345s',), '3p', (), 'N', 'W', 0),
    36: Example('66m 66667p', ('789m', '888s:right'), '8p', (), 'N', 'N', 0),
    37: Example('11123m 123p 44s', ('123s',), '4s', (), 'W', 'W', 0),
    38: Example('99p EE SSS', ('NNN:left', '456m'), 'E', (), 'W', 'W', 0),
    39: Example('56p 234s EE', ('123m', '789s'), '4p', (), 'S', 'E', 0),
    40: Example('11223p 445566s PP', (), '3p', (), 'W', 'N', 0),
    41: Example('678m 78p 789s SS', ('678s',), '6p', (), 'E', 'W', 0),
    42: Example('44m 234p 666s PP', ('555p:right',), '4m', (), 'S', 'S', 0),
    43: Example('22m 666p 234s EE', ('888m:right',), '2m', (), 'S', 'N', 0),
    44: Example('369m 17p 25s E S N C F P', (), 'W', ('self_drawn', 'last_wall_tile'), 'N', 'W', 0),
    45: Example('1122334455667m', (), '7m', ('last_wall_tile',), 'W', 'W', 0),
    46: Example('78889m 678p 45s', ('CCCC:across',), '6s', ('self_drawn', 'kong_replacement'),
                'N', 'S', 0),
    47: Example('9m 14p 258s E S W N C F P', (), '3m', ('last_copy', 'robbing_kong'), 'N', 'N', 0),
    48: Example('333p 33s PP', ('333m:right', '888s:left'), '3s', (), 'E', 'N', 0),
    49: Example('23344556677p PP', (), '2p', (), 'N', 'N', 0),
    50: Example('23499p 45567s', ('345m',), '6s', (), 'W', 'E', 0),
    51: Example('999s NN CC', ('567p', '234m'), 'N', (), 'S', 'S', 0),
    52: Example('6s', ('345p', '678m', '789m', '456p'), '6s', (), 'E', 'W', 0),
    53: Example('11s EE', ('9999m:concealed', '5555p:concealed', '345s'), 'E', (), 'W', 'S', 0),
    54: Example('345s NN FF PPP', ('666s:right',), 'F', (), 'S', 'S', 0),
    55: Example('11222333m PP', ('123m',), '1m', (), 'E', 'E', 0),
    56: Example('69m 112347p 258s PP', (), '3m', ('self_drawn',), 'S', 'S', 0),
    57: Example('444m 4566s', ('5555m:left', '6666p:left'), '6s', (), 'S', 'E', 0),
    58: Example('369m 258p E S W N C F P', (), '1s', ('last_copy',), 'S', 'S', 0),
    59: Example('11567p 56s CCC', ('567m',), '7s', (), 'N', 'N', 0),
    60: Example('369m 17p 24458s', ('WWW:left',), '4p', (), 'N', 'W', 0),
    61: Example('44567m EEE CC', ('123m',), '4m', (), 'E', 'W', 0),
    62: Example('12378m 55p 123789s', (), '9m', (), 'E', 'W', 0),
    63: Example('147m 258p 3559s', ('789s',), '6s', (), 'E', 'E', 0),
    64: Example('55m 456p 34555s', ('567p',), '5s', (), 'E', 'E', 0),
    65: Example('88p 88s', ('444p:right', '444s:left', '222m:right'), '8p', (), 'S', 'E', 0),
    66: Example('999m 11199p 99s', ('111s:right',), '9p', (), 'N', 'N', 0),
    67: Example('123m 66s NN', ('888m:left', '7777p:concealed'), '6s', (), 'S', 'W', 0),
    68: Example('2233445667788s', (), '5s', (), 'S', 'S', 0),
    69: Example('22334888s FF', ('666s:across',), '4s', (), 'N', 'S', 0),
    70: Example('23478s CC', ('456p', '456m'), '9s', ('self_drawn', 'last_wall_tile'), 'E', 'W', 0),
    71: Example('1112345678999m', (), '7m', (), 'N', 'N', 0),
    72: Example('1235556667789s', (), '8s', (), 'N', 'W', 0),
    73: Example('999s NN CC', ('567p', '234m'), 'N', (), 'S', 'S', 0),
    74: Example('23p 123s NN', ('4444p:right', '123m'), '1p', (), 'N', 'S', 0),
    75: Example('56677m 112233p CC', (), '5m', (), 'W', 'E', 0),
    76: Example('44899m 55p 445588s', (), '8m', (), 'N', 'W', 0),
    77: Example('123567p 89s PP', ('456m',), '7s', (), 'S', 'S', 0),
    78: Example('1235577899p', ('123p',), '8p', (), 'W', 'S', 0),
    79: Example('777888p 666s F', ('234m',), 'F', (), 'E', 'N', 0),
    80: Example('58m 147p 369s E S N C P', (), 'W', ('self_drawn',), 'W', 'E', 0),
    81: Example('47m 58p 36s E S W N C F P', (), '9s', (), 'N', 'W', 1),
    82: Example('44789m PP', ('FFFF:left', 'CCCC:concealed'), '4m', (), 'E', 'W', 0),
}
"""A winning situation showing each fan."""
