"""Capturing races (semeai) in Go positions, by Martin Müller's method.

The Python face of the `semeai` Rust library: read a position, analyse its
races (who wins when each side moves first, status, sekiLevel, best moves,
value), the status of every block, Wolf's Basic Seki, and the score of a
finished game. Every result is plain data (dataclasses built from the JSON
the command line prints), so it pickles and round-trips through JSON; the
searches run in Rust with the GIL released, so threads help.

>>> import semeai
>>> board = semeai.Board.from_sgf("examples/finished-9x9.sgf")
>>> semeai.score(board).result
'W+1.5'
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any, Optional, Union

from . import _semeai
from ._semeai import Board, Engine, SemeaiError

__all__ = [
    "Analysis",
    "BasicSeki",
    "BlockStatus",
    "Board",
    "Engine",
    "Fight",
    "LocalGame",
    "Limits",
    "Race",
    "Score",
    "SemeaiError",
    "Values",
    "analyze",
    "basic_seki",
    "score",
    "status",
    "values",
    "local_tree",
]


@dataclass(frozen=True)
class Limits:
    """Search budgets, in nodes (past them a figure is ``"unknown"``).

    ``None`` keeps the library's default: 5 000 000 nodes for a race in
    pair mode, 200 000 for each local game in whole-board mode (and each
    safety proof of its partition). ``seconds`` adds a time limit per
    search (none by default, so answers do not depend on the machine).
    """

    pair_nodes: Optional[int] = None
    whole_board_nodes: Optional[int] = None
    seconds: Optional[float] = None


@dataclass(frozen=True)
class Race:
    """A race's figures: who wins with each side moving first (``"black"``,
    ``"white"``, ``"seki"``, ``"ko"``, ``"unknown"``), Müller's status and
    sekiLevel (Black positive), the winner whoever moves first, each side's
    best move, the value as a combinatorial game, and how it was found
    (``method``: ``"static"``, ``"search"``, ``"counted"``, ...)."""

    black_first: str
    white_first: str
    status: Optional[int]
    seki_level: Optional[int]
    winner: Optional[str]
    unsettled: bool
    unconditional: bool
    best_move: dict
    value: Optional[str]
    method: str
    nodes: Optional[int]
    figures: dict = field(repr=False)

    @classmethod
    def from_json(cls, d: dict) -> "Race":
        return cls(
            black_first=d.get("black_first"),
            white_first=d.get("white_first"),
            status=d.get("status"),
            seki_level=d.get("seki_level"),
            winner=d.get("winner"),
            unsettled=bool(d.get("unsettled")),
            unconditional=bool(d.get("unconditional")),
            best_move=d.get("best_move") or {},
            value=d.get("value"),
            method=d.get("method"),
            nodes=d.get("nodes"),
            figures=d,
        )


@dataclass(frozen=True)
class Fight:
    """The fight to live with one side moving first, as GNU Go's
    ``analyze_semeai`` asks it: GNU Go's codes ``lives`` and ``kills`` (1
    yes, 0 no, 2 and 3 kos), the ``move``, how it was found (``method``:
    ``"race"``, ``"search"``, ``"near"``, ``"assumed life"``, ``"capture
    race"``, ``"formula"``) and whether that is exact; ``unknown`` says why
    there is no answer."""

    lives: Optional[int]
    kills: Optional[int]
    move: Optional[str]
    method: Optional[str]
    exact: bool
    unknown: Optional[str] = None

    @classmethod
    def from_json(cls, d: dict) -> "Fight":
        return cls(
            lives=d.get("lives"),
            kills=d.get("kills"),
            move=d.get("move"),
            method=d.get("method"),
            exact=bool(d.get("exact")),
            unknown=d.get("unknown"),
        )


@dataclass(frozen=True)
class LocalGame:
    """One local game: its points, Müller's class (0-8) and the rule that
    decided it, each side's essential stones, the race's result (``None``
    when none was found), and in pair mode the fight to live with each side
    moving first (``fight``: ``{"black": Fight, "white": Fight}``) and the
    stones at stake in it (``fight_targets``: ``{"black": [...], "white":
    [...]}``, the essential ones but a chained block in atari)."""

    id: int
    points: list
    race_class: int
    reason: str
    black_essential: list
    white_essential: list
    result: Optional[Race]
    details: dict = field(repr=False)
    fight: Optional[dict] = None
    fight_targets: Optional[dict] = None

    @classmethod
    def from_json(cls, d: dict) -> "LocalGame":
        r = d.get("result")
        f = d.get("fight")
        return cls(
            id=d["id"],
            points=d["points"],
            race_class=d["class"],
            reason=d["reason"],
            black_essential=d["black_essential"],
            white_essential=d["white_essential"],
            result=Race.from_json(r) if r else None,
            details=d,
            fight={c: Fight.from_json(f[f"{c}_first"]) for c in ("black", "white")} if f else None,
            fight_targets={c: f[f"{c}_targets"] for c in ("black", "white")} if f else None,
        )


class _Report:
    """A result with its JSON (``data``) and its text report (``text``)."""

    def to_json(self) -> dict:
        return self.data  # type: ignore[attr-defined]

    def __str__(self) -> str:
        return self.text  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Analysis(_Report):
    """A position's races: ``games`` in order, ``mode`` (``"whole"`` or
    ``"pair"``), and the reports: ``text`` (as ``semeai analyze``),
    ``to_json()`` (as ``semeai analyze --json``), ``svg``."""

    mode: str
    games: list
    text: str = field(repr=False)
    svg: str = field(repr=False)
    data: dict = field(repr=False)


@dataclass(frozen=True)
class BlockStatus:
    """One block's status (``"alive"``, ``"dead"``, ``"seki"``,
    ``"unsettled"``, ``"unknown"``), the proof that showed it, and for an
    unsettled block each side's move."""

    vertex: str
    color: str
    stones: list
    status: str
    reason: str
    moves: dict


@dataclass(frozen=True)
class Score(_Report):
    """The count of a finished game: ``result`` (``"B+3.5"``, ``"W+0.5"``,
    ``"0"``), ``margin`` (Black positive), each side's count, the dead
    stones, seki, dame, the stones the estimate and a search disagree on
    (``disputed``) and those whose race the first mover wins
    (``unsettled``), whether the game is ``finished`` (else the open
    borders, ``unfinished``), and the reports (``text``, ``svg``, ``to_json()``;
    each block of the JSON says what decided it: ``decided_by``)."""

    result: str
    margin: float
    winner: Optional[str]
    rules: str
    komi: float
    black: dict
    white: dict
    dead: list
    seki: list
    dame: list
    disputed: list
    unsettled: list
    finished: bool
    unfinished: list
    text: str = field(repr=False)
    svg: str = field(repr=False)
    data: dict = field(repr=False)


@dataclass(frozen=True)
class BasicSeki:
    """One Basic Seki: its encoding (Wolf's), topology, form, liberties
    (nodes) and blocks."""

    encoding: str
    topology: str
    form: str
    nodes: list
    details: dict = field(repr=False)


def _board(board: Union[Board, str]) -> Board:
    if isinstance(board, Board):
        return board
    if isinstance(board, str):
        return Board.load(board)
    raise TypeError(f"expected a semeai.Board or a path, not {type(board).__name__}")


def analyze(
    board: Union[Board, str],
    pair: Optional[tuple] = None,
    limits: Optional[Limits] = None,
    *,
    search: bool = True,
    reductions: bool = True,
) -> Analysis:
    """Partitions the position into local games, classifies each race and
    answers it (the formula for classes 0-2, search for the rest).

    ``pair=("B1", "C1")``: the race of those two blocks alone (GNU Go's
    ``analyze_semeai`` convention); ``None``: every race of the board.

    >>> b = Board.from_ascii(". X O .\\nX X O .\\nO O O .")
    >>> isinstance(analyze(b).games, list)
    True
    """
    limits = limits or Limits()
    data, text, svg = _semeai.analyze_board(
        _board(board),
        tuple(pair) if pair is not None else None,
        limits.pair_nodes,
        limits.whole_board_nodes,
        limits.seconds,
        search,
        reductions,
    )
    d = json.loads(data)
    return Analysis(
        mode=d["mode"],
        games=[LocalGame.from_json(g) for g in d["games"]],
        text=text,
        svg=svg,
        data=d,
    )


def status(board: Union[Board, str], status_nodes: Optional[int] = None) -> list:
    """The status of every block, each with the proof that showed it
    (nothing is guessed: a block no proof reaches is ``"unknown"``)."""
    d = json.loads(_semeai.block_status(_board(board), status_nodes))
    return [BlockStatus(**b) for b in d["blocks"]]


def score(
    board: Union[Board, str],
    rules: Optional[str] = None,
    komi: Union[float, str, None] = None,
    dead: Optional[list] = None,
) -> Score:
    """Counts a finished game under ``rules`` (``"japanese"``,
    ``"chinese"``, ``"tromp-taylor"``; default the record's, else
    Japanese) with ``komi`` (default the record's, else 0); dead stones
    decided by the engine, or the vertices ``dead`` (a stone names its
    block)."""
    k = None if komi is None else str(komi)
    data, text, svg = _semeai.score_board(_board(board), rules, k, dead)
    d = json.loads(data)
    return Score(
        result=d["result"],
        margin=d["margin"],
        winner=d["winner"],
        rules=d["rules"],
        komi=d["komi"],
        black=d["black"],
        white=d["white"],
        dead=d["dead"],
        seki=d["seki"],
        dame=d["dame"],
        disputed=d["disputed"],
        unsettled=d["unsettled"],
        finished=d["finished"],
        unfinished=d["unfinished"],
        text=text,
        svg=svg,
        data=d,
    )


@dataclass(frozen=True)
class Values(_Report):
    """The values of a position's local games and their sum (docs/values.md):
    ``games`` (each a dict: ``points``, and ``value`` in CGSuite's notation,
    ``mean``, ``temperature``, ``thermograph``, or ``unknown``), ``sum``
    (the same, or ``None``), ``black_first`` and ``white_first``
    (``result``, ``move``), and the reports (``text``, ``to_json()``)."""

    games: list
    sum: Optional[dict]
    black_first: Optional[dict]
    white_first: Optional[dict]
    text: str = field(repr=False)
    data: dict = field(repr=False)


def values(board: Union[Board, str]) -> Values:
    """Each local game's value as a combinatorial game and their sum: with
    each side moving first, the result (Black positive) and the move."""
    data, text = _semeai.endgame_values(_board(board))
    d = json.loads(data)
    return Values(
        games=d["games"],
        sum=d["sum"],
        black_first=d["black_first"],
        white_first=d["white_first"],
        text=text,
        data=d,
    )


def local_tree(board: Union[Board, str], points: Union[str, list]) -> dict:
    """The tree ``values`` reads for the local game on ``points`` (vertices,
    a list or a space-separated string), before any simplification:
    ``{"positions": [...]}``, the first the start, each with ``black`` and
    ``white`` (its moves: ``[vertex, captured, next]``, ``captured`` Black's
    positive, ``next`` the index of the position it leads to) and
    ``territory`` (an integer where neither side has a move, else ``None``).
    A move is worth ``captured`` plus the value of ``next``. Raises
    ``SemeaiError`` for a ko, past the budget, or a wall open to the game."""
    if not isinstance(points, str):
        points = " ".join(points)
    return json.loads(_semeai.local_tree(_board(board), points))


def basic_seki(board: Union[Board, str], nodes: Optional[int] = None) -> list:
    """Wolf's Basic Seki on the position, each checked by exact search
    within ``nodes`` (default 1 000 000; 0: no search)."""
    data, _text = _semeai.basic_seki(_board(board), nodes)
    d = json.loads(data)
    return [
        BasicSeki(
            encoding=s.get("encoding"),
            topology=s.get("topology"),
            form=s.get("form"),
            nodes=s.get("nodes", []),
            details=s,
        )
        for s in d.get("seki", [])
    ]


def to_dict(result: Any) -> Any:
    """A result as plain JSON data (dataclasses become dicts)."""
    return asdict(result)
