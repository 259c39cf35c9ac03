"""The answers through Python equal the command line's on every curated
problem (analysis JSON) and every curated scoring problem (the count)."""

import json
import subprocess

import pytest

import semeai
from conftest import ROOT, field, problem_files


@pytest.mark.parametrize("path", problem_files(), ids=lambda p: p.stem)
def test_problem_answers_equal_the_cli(path, semeai_bin):
    pair = field(path, "pair:")
    args = [semeai_bin, "analyze", "--json", str(path)]
    kwargs = {}
    if pair:
        a, b = pair.split()
        args[3:3] = ["--pair", a, b]
        kwargs["pair"] = (a, b)
    cli = json.loads(subprocess.run(args, capture_output=True, text=True, check=True).stdout)
    py = semeai.analyze(semeai.Board.load(str(path)), **kwargs).to_json()
    assert py == cli


@pytest.mark.parametrize(
    "path", sorted((ROOT / "tests" / "scoring").glob("*.txt"))[:8], ids=lambda p: p.stem
)
def test_scores_equal_the_cli(path, semeai_bin):
    cli = json.loads(
        subprocess.run(
            [semeai_bin, "score", "--json", str(path)], capture_output=True, text=True, check=True
        ).stdout
    )
    assert semeai.score(str(path)).to_json() == cli
