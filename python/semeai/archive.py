"""Whole archives of records analysed on a Dask cluster.

One task a record: the final position's races (whole-board mode) and, for
a finished game, its score, written as one JSON line a record. The same
code runs on a ``LocalCluster`` or on a real scheduler: pass
``dask.distributed.Client("tcp://scheduler:8786")`` (every worker needs
``pip install semeai`` and to see the same paths; see docs/python.md).

>>> from dask.distributed import Client, LocalCluster            # doctest: +SKIP
>>> with LocalCluster(n_workers=2) as cluster, Client(cluster) as client:  # doctest: +SKIP
...     analyze_archive(["games/"], "races.jsonl", client)
"""

from __future__ import annotations

import json
import os
import time
from typing import Iterable, Optional

import semeai


def sgf_files(paths: Iterable[str]) -> list:
    """The SGF files under ``paths`` (folders searched recursively, files
    taken as they are), sorted, as ``semeai batch`` lists them."""
    out = []
    for p in paths:
        if os.path.isdir(p):
            for root, dirs, files in os.walk(p):
                dirs.sort()
                out.extend(
                    os.path.join(root, f) for f in sorted(files) if f.lower().endswith(".sgf")
                )
        else:
            out.append(p)
    return sorted(out)


def analyze_file(path: str, limits: Optional[semeai.Limits] = None) -> dict:
    """One record: its races and local games' classes, as a JSON object (or
    ``{"file": ..., "error": ...}`` for a record that cannot be read)."""
    start = time.perf_counter()
    try:
        board = semeai.Board.load(path)
        a = semeai.analyze(board, limits=limits)
    except semeai.SemeaiError as e:
        return {"file": path, "error": str(e)}
    classes: dict = {}
    unknown = 0
    races = []
    for g in a.games:
        classes[str(g.race_class)] = classes.get(str(g.race_class), 0) + 1
        r = g.result
        if r is None or "unknown" in (r.black_first, r.white_first):
            unknown += 1
        races.append(
            {
                "class": g.race_class,
                "points": len(g.points),
                "black_first": r.black_first if r else None,
                "white_first": r.white_first if r else None,
                "winner": r.winner if r else None,
                "method": r.method if r else None,
            }
        )
    w, h = board.size
    return {
        "file": path,
        "size": f"{w}x{h}",
        "games": len(a.games),
        "classes": classes,
        "unknown": unknown,
        "races": races,
        "ms": round((time.perf_counter() - start) * 1000, 1),
    }


def analyze_archive(paths: Iterable[str], out: str, client=None, progress: bool = True) -> dict:
    """Analyses every record under ``paths`` on the Dask cluster of
    ``client`` (the current client when ``None``), shows Dask's progress
    bar, writes one JSON line a record to ``out`` in path order, and
    returns the summary (files, errors, local games, unknown, seconds)."""
    from dask.distributed import default_client, progress as show_progress

    client = client or default_client()
    files = sgf_files(paths)
    start = time.perf_counter()
    futures = client.map(analyze_file, files, pure=False)
    if progress:
        show_progress(futures)
    results = client.gather(futures)
    with open(out, "w", encoding="utf-8") as f:
        for r in results:
            f.write(json.dumps(r) + "\n")
    return {
        "files": len(results),
        "errors": sum(1 for r in results if "error" in r),
        "games": sum(r.get("games", 0) for r in results),
        "unknown": sum(r.get("unknown", 0) for r in results),
        "seconds": round(time.perf_counter() - start, 2),
    }
