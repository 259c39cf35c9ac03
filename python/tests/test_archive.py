"""The Dask example: a folder of records analysed on a local cluster of two
worker processes, one JSON line a record, the same answers as one process."""

import json

import pytest

import semeai
from conftest import problem_files

distributed = pytest.importorskip("dask.distributed")
from semeai.archive import analyze_archive, analyze_file, sgf_files  # noqa: E402


@pytest.fixture
def records(tmp_path):
    """The curated problems written as SGF records (46, in a folder tree)."""
    folder = tmp_path / "records"
    for i, path in enumerate(problem_files()):
        sub = folder / f"part{i % 3}"
        sub.mkdir(parents=True, exist_ok=True)
        (sub / f"{path.stem}.sgf").write_text(semeai.Board.load(str(path)).to_sgf())
    (folder / "broken.sgf").write_text("(;GM[1]SZ[9];B[ee];W[ee])")
    return folder


def test_files_are_listed_as_batch_lists_them(records):
    files = sgf_files([str(records)])
    assert len(files) >= 21
    assert files == sorted(files)


def test_a_cluster_of_two_workers_analyses_the_folder(records, tmp_path):
    out = tmp_path / "races.jsonl"
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    )
    with cluster, distributed.Client(cluster) as client:
        summary = analyze_archive([str(records)], str(out), client, progress=False)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert summary["files"] == len(lines) >= 21
    assert summary["errors"] == 1
    broken = [r for r in lines if "error" in r]
    assert "E5 is occupied" in broken[0]["error"]
    # The same answers as one process, record by record.
    for r in lines:
        if "error" in r:
            continue
        alone = analyze_file(r["file"])
        for key in ("size", "games", "classes", "unknown", "races"):
            assert r[key] == alone[key], (r["file"], key)
