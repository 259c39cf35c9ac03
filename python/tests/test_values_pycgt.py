"""The values of `semeai.values` checked by a second implementation of
combinatorial game theory, `pycgt` (PyPI; written apart from this crate):
each local game's tree, as the engine reads it (`semeai.local_tree`: every
position, both sides' moves, the stones they take and the territory at the
ends), is folded into a game by pycgt from its ends up, and must equal the
engine's canonical value; the sum of the games, folded so, must stop where
the engine says each side's result is, and each side's move must keep it.

On examples/endgame-corridors.txt (six corridors, 42 empty points) this is
the check behind the README's 42-point endgame: no whole-board alpha-beta
reaches that many moves (its corridors have 1 408 and 1 500 positions each,
the board about 10^19), so the local trees and the theory are checked
instead, each by code of its own; tests/values.rs checks the sum against
whole-board search on 500 small endgames.
"""

import re
from fractions import Fraction

import pytest

import semeai

pycgt = pytest.importorskip("pycgt", reason="pycgt (Python 3.11+) checks the values")


def fold(tree):
    """Every position of the tree as a pycgt game (the start first): a move
    is worth the stones it takes plus the game of the position it leads
    to. Positions come after the positions that lead to them, so reading
    backwards folds from the ends up."""
    positions = tree["positions"]
    games = [None] * len(positions)
    for i in range(len(positions) - 1, -1, -1):
        p = positions[i]
        if p["territory"] is not None:
            games[i] = pycgt.integer(p["territory"])
            continue
        options = [
            [pycgt.integer(captured) + games[nxt] for _at, captured, nxt in p[side]]
            for side in ("black", "white")
        ]
        games[i] = pycgt.game(*options)
    return games


def read(text):
    """The engine's notation (CGSuite's, as it prints it: braces, `+-x`, a
    number followed by `*`, `*n`, `^`s or `v`s and a star) as a pycgt game;
    pycgt's own parser takes the plain forms."""
    text = text.strip()
    if text.startswith("{"):
        return braces(text)
    if text.startswith("+-"):
        return pycgt.parse(text)
    m = re.fullmatch(r"(-?[0-9]+(?:/[0-9]+)?)?(\^+|v+)?(\*[0-9]*)?", text)
    assert m, text
    number, arrows, star = m.groups()
    g = pycgt.parse(number or "0")
    for a in arrows or "":
        g = g + pycgt.parse(a)
    return g + pycgt.parse(star) if star else g


def braces(text):
    """`{a,b|c}` whose options are any of the engine's forms."""
    inner, depth, parts, start = text[1:-1], 0, [[], []], 0
    side = 0
    for i, ch in enumerate(inner + ","):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif depth == 0 and ch in ",|":
            if inner[start:i].strip():
                parts[side].append(read(inner[start:i]))
            if ch == "|":
                side = 1
            start = i + 1
    return pycgt.game(*parts)


def option(tree, games, side, vertex):
    """The game after `side` plays `vertex` at the tree's start (`games`:
    the tree folded)."""
    for at, captured, nxt in tree["positions"][0][side]:
        if at == vertex:
            return pycgt.integer(captured) + games[nxt]
    raise AssertionError(f"{side} has no move at {vertex}")


@pytest.mark.parametrize(
    "path", ["examples/endgame-border-points.txt", "examples/endgame-corridors.txt"]
)
def test_values_agree_with_pycgt(path):
    board = semeai.Board.from_ascii(open(path).read())
    v = semeai.values(board)
    trees, folds, games = [], [], []
    for g in v.games:
        tree = semeai.local_tree(board, g["points"])
        folds.append(fold(tree))
        folded = folds[-1][0]
        # The same value, as pycgt reads the engine's notation, and the
        # same mean and temperature.
        assert read(g["value"]) == folded, g["points"]
        assert pycgt.mean(folded) == Fraction(g["mean"])
        assert pycgt.temperature(folded) == Fraction(g["temperature"])
        trees.append(tree)
        games.append(folded)
    total = pycgt.integer(0)
    for g in games:
        total = total + g
    assert read(v.sum["value"]) == total
    black, white = pycgt.left_stop(total), pycgt.right_stop(total)
    assert Fraction(v.black_first["result"]) == black
    assert Fraction(v.white_first["result"]) == white
    # Each side's move keeps its result: the sum after it, the other side
    # to move, stops there.
    for side, first, stop, result in (
        ("black", v.black_first, pycgt.right_stop, black),
        ("white", v.white_first, pycgt.left_stop, white),
    ):
        k = next(i for i, g in enumerate(v.games) if first["move"] in g["points"])
        after = option(trees[k], folds[k], side, first["move"])
        rest = pycgt.integer(0)
        for i, g in enumerate(games):
            rest = rest + (after if i == k else g)
        assert stop(rest) == result, (side, first["move"])


def test_the_corridors_are_the_readmes_endgame():
    v = semeai.values("examples/endgame-corridors.txt")
    assert len(v.games) == 6
    assert sum(len(g["points"]) for g in v.games) == 42
    assert (v.black_first["result"], v.white_first["result"]) == ("-19", "-20")
