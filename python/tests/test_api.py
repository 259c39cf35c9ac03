"""The Python API: boards, analysis, status, score, Basic Seki, GTP, errors,
pickling and JSON round trips."""

import json
import pickle

import pytest

import semeai

CORNER = "examples/corner-race.txt"
FINISHED = "examples/finished-9x9.sgf"


def test_board_from_sgf_path_and_text_agree():
    a = semeai.Board.from_sgf(FINISHED)
    with open(FINISHED) as f:
        b = semeai.Board.from_sgf(f.read())
    assert a == b
    assert a.size == (9, 9)
    assert a.komi == "6.5"


def test_board_before_a_move():
    record = "tests/sgf/capture.sgf"
    start = semeai.Board.from_sgf(record, move=1)
    assert start.stones("black") == [] and start.stones("white") == []
    third = semeai.Board.from_sgf(record, move=3)
    assert third.stones("black") == ["C7"] and third.stones("white") == ["D7"]


def test_board_from_ascii_and_its_fields():
    b = semeai.Board.from_ascii(". X O .\nX X O .\nO O O .\nwhite to play")
    assert b.size == (4, 3)
    assert b.to_move == "white"
    assert b.color_at("B3") == "black"
    assert b.color_at("D1") is None
    assert "X" in str(b)
    assert repr(b).startswith("<semeai.Board 4x3")


def test_board_sgf_round_trip():
    b = semeai.Board.load(CORNER)
    assert semeai.Board.from_sgf(b.to_sgf()) == b


def test_board_pickles():
    b = semeai.Board.load(CORNER)
    assert pickle.loads(pickle.dumps(b)) == b


@pytest.mark.parametrize(
    "text,message",
    [
        (". Z .", "'Z' is not a point"),
        ("", "empty"),
        ("(;GM[1]SZ[9];B[ee];W[ee])", "E5 is occupied"),
    ],
)
def test_bad_input_raises_with_the_cli_message(text, message):
    with pytest.raises(semeai.SemeaiError) as e:
        if text.startswith("("):
            semeai.Board.from_sgf(text)
        else:
            semeai.Board.from_ascii(text)
    assert message in str(e.value)


def test_a_missing_file_names_the_file():
    with pytest.raises(semeai.SemeaiError, match="no-such-file.sgf"):
        semeai.Board.from_sgf("no-such-file.sgf")


def test_move_zero_is_refused():
    with pytest.raises(semeai.SemeaiError, match="numbered from 1"):
        semeai.Board.from_sgf(FINISHED, move=0)


def test_a_pair_race():
    a = semeai.analyze(semeai.Board.load(CORNER), pair=("B1", "C1"))
    assert a.mode == "pair"
    g = a.games[0]
    assert g.race_class == 1
    r = g.result
    assert (r.black_first, r.white_first, r.winner) == ("black", "black", "black")
    assert r.method == "static"
    assert r.best_move == {"black": "PASS", "white": "PASS"}
    assert "black wins" in a.text
    assert a.svg.startswith("<svg")
    # The fight to live beside the race: Black lives and kills moving first,
    # White does neither; the race's answer, which is the fight's.
    black, white = g.fight["black"], g.fight["white"]
    assert (black.lives, black.kills, black.move) == (1, 1, "PASS")
    assert (white.lives, white.kills, white.move) == (0, 0, "PASS")
    assert black.method == "race" and black.exact
    assert semeai.analyze(semeai.Board.load(CORNER)).games[0].fight is None


def test_a_chained_stone_in_atari_is_not_at_stake_in_the_fight():
    # White's C9, chained to E9 by D9 where it is in atari: Black wins the
    # race by taking it, but with White first both blocks live.
    board = semeai.Board.load("tests/problems/c6-chained-stone-in-atari.txt")
    g = semeai.analyze(board, pair=("A7", "A8")).games[0]
    assert "C9" in g.white_essential
    assert "C9" not in g.fight_targets["white"] and "E9" in g.fight_targets["white"]
    assert g.fight_targets["black"] == g.black_essential
    assert (g.result.black_first, g.result.white_first) == ("black", "black")
    white = g.fight["white"]
    assert (white.lives, white.kills, white.move, white.exact) == (1, 0, "F9", True)


def test_a_board_may_be_given_as_a_path():
    assert semeai.analyze(CORNER).to_json() == semeai.analyze(semeai.Board.load(CORNER)).to_json()


def test_a_bad_pair_raises():
    with pytest.raises(semeai.SemeaiError, match="--pair"):
        semeai.analyze(semeai.Board.load(CORNER), pair=("E5", "C1"))


def test_limits_reach_the_search():
    b = semeai.Board.load("tests/problems/c4-big-eye.txt")
    pair = ("E1", "F1")
    full = semeai.analyze(b, pair=pair)
    none = semeai.analyze(b, pair=pair, search=False)
    assert full.games[0].result is not None
    assert none.to_json()["games"][0]["class"] == full.to_json()["games"][0]["class"]


def test_reductions_change_no_figure():
    b = semeai.Board.load("tests/problems/c3-outside-not-plain.txt")
    pair = tuple(open("tests/problems/c3-outside-not-plain.txt").read().split("// pair:")[1].split("\n")[0].split())
    with_r = semeai.analyze(b, pair=pair).games[0].result
    without = semeai.analyze(b, pair=pair, reductions=False).games[0].result
    assert (with_r.black_first, with_r.white_first, with_r.status) == (
        without.black_first,
        without.white_first,
        without.status,
    )


def test_analysis_round_trips_through_json_and_pickle():
    a = semeai.analyze(semeai.Board.load("examples/four-corners.txt"))
    assert json.loads(json.dumps(a.to_json())) == a.to_json()
    assert pickle.loads(pickle.dumps(a)) == a


def test_status_of_every_block():
    blocks = semeai.status(semeai.Board.from_sgf(FINISHED))
    assert {b.status for b in blocks} <= {"alive", "dead", "seki", "unsettled", "unknown"}
    assert any(b.status == "alive" and b.reason == "benson" for b in blocks)


def test_score_uses_the_records_rules_and_komi():
    s = semeai.score(semeai.Board.from_sgf(FINISHED))
    assert s.result == "W+1.5"
    assert s.rules == "japanese" and s.komi == 6.5
    assert s.dead == ["D2", "C7"] or sorted(s.dead) == sorted(["D2", "C7"])
    assert "result: W+1.5" in s.text


def test_score_under_other_rules_and_given_dead_stones():
    b = semeai.Board.from_sgf(FINISHED)
    area = semeai.score(b, rules="chinese", komi=7.5)
    assert area.rules == "chinese" and area.komi == 7.5
    none = semeai.score(b, dead=[])
    assert none.dead == []
    with pytest.raises(semeai.SemeaiError, match="--rules"):
        semeai.score(b, rules="martian")
    with pytest.raises(semeai.SemeaiError, match="no stone at"):
        semeai.score(b, dead=["A9"])


def test_score_says_what_decided_and_what_is_disputed():
    # The eyeless ring the estimate called alive: the corner it encloses
    # takes it whoever moves first (search), and the count says so.
    s = semeai.score("tests/scoring/ring-counted-as-eye-space.txt")
    ring = ["A6", "B6", "C6", "D6", "D7", "D8", "D9"]
    assert sorted(s.dead) == sorted(ring)
    assert sorted(s.disputed) == sorted(ring)
    assert s.unsettled == []
    decided = {b["vertex"]: b["decided_by"] for b in s.to_json()["blocks"]}
    assert decided["A6"] == "search"
    assert set(decided.values()) <= {"proof", "search", "estimate"}


def test_score_names_a_border_left_open():
    s = semeai.score("tests/scoring/border-left-open.txt")
    assert not s.finished and s.unfinished == ["E1"]
    assert semeai.score("tests/scoring/ring-counted-as-eye-space.txt").finished


def test_values_of_an_endgame():
    v = semeai.values("examples/endgame-border-points.txt")
    assert [g["value"] for g in v.games] == ["{1|*}", "{1|*}"]
    assert v.sum["value"] == "1*"
    assert v.black_first == {"result": "1", "move": "D3"}
    assert "sum: 1*" in v.text
    assert pickle.loads(pickle.dumps(v)) == v


def test_score_pickles():
    s = semeai.score(FINISHED)
    assert pickle.loads(pickle.dumps(s)) == s


def test_basic_seki():
    found = semeai.basic_seki("tests/scoring/seki-bs4.txt")
    assert len(found) >= 1
    assert all(s.form in ("linear", "circular") for s in found)


def test_the_gtp_engine():
    e = semeai.Engine()
    assert e.run("1 boardsize 9") == "=1 \n\n"
    assert e.run("protocol_version") == "= 2\n\n"
    assert e.run("loadsgf examples/corner-race.txt").startswith("= white")
    assert e.run("analyze_semeai B1 C1") == "= 1 1 PASS\n\n"
    assert e.run("frobnicate").startswith("? unknown command")
    assert e.run("# a comment") is None
    e.run("quit")
    assert e.has_quit


def test_threads_analyse_at_once():
    from concurrent.futures import ThreadPoolExecutor

    boards = [semeai.Board.load(str(p)) for p in ["examples/four-corners.txt"] * 4]
    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda b: semeai.analyze(b).to_json(), boards))
    assert all(r == results[0] for r in results)
